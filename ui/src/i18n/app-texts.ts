import { useMemo } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { LANGUAGES, type Language } from '@sellphones/contracts';
import { useLocale } from './locale-context.tsx';
import commonEn from '../locales/en.json';
import commonBn from '../locales/bn.json';

/** An app's texts in every language: the same keys in each (a test checks it). */
export type AppTextResources = Record<Language, Record<string, unknown>>;

export const COMMON_NAMESPACE = 'common';

/**
 * The texts of one app (its namespace, shipped in its own bundle) together with the shared
 * pieces' texts (`common`, from this package). One i18next instance per app: nothing crosses the
 * shell/remote boundary but the language itself, which comes through ShellApi.
 */
/** A text by its key, with values for its `{{placeholders}}` (and `count` for plurals). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface AppTexts {
  i18n: I18n;
  /** `t` in the reader's language (from the nearest LocaleProvider), for this app's keys and `common:` ones. */
  useText(): Translate;
}

export function createAppTexts(namespace: string, resources: AppTextResources): AppTexts {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: [namespace, COMMON_NAMESPACE],
    defaultNS: namespace,
    fallbackNS: COMMON_NAMESPACE,
    resources: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        { [namespace]: resources[language], [COMMON_NAMESPACE]: COMMON_TEXTS[language] },
      ]),
    ),
    // React escapes what it renders; i18next must not escape it a second time.
    interpolation: { escapeValue: false },
    // Resources are bundled: ready at once, no loading state.
    initAsync: false,
    returnNull: false,
  });

  function useText(): Translate {
    const { language } = useLocale();
    return useMemo(() => {
      const t = i18n.getFixedT(language, namespace);
      return (key, values) => t(key, values ?? {});
    }, [language]);
  }

  return { i18n, useText };
}

const COMMON_TEXTS: AppTextResources = { en: commonEn, bn: commonBn };

/** The shared pieces' own texts (Loading...., Previous / Next, ...). */
export const { useText: useCommonText } = createAppTexts(COMMON_NAMESPACE, COMMON_TEXTS);

import { useCallback } from 'react';
import { isApiError, readableMessage } from '@sellphones/contracts';
import { useLocale } from './locale-context.tsx';
import { useCommonText } from './app-texts.ts';

/**
 * What a person should read when a call failed, in their language: the API's refusal by its
 * stable `code` (`common:apiErrors.<code>`), else the API's own English words in English, a
 * connection hint when the server was not reached, and the caller's `fallback` otherwise.
 */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const { language } = useLocale();
  const t = useCommonText();
  return useCallback(
    (error: unknown, fallback: string) => {
      if (isApiError(error) && error.status !== 0) {
        if (error.code) {
          const translated = t(`apiErrors.${error.code}`, { defaultValue: '' });
          if (translated) return translated;
        }
        return language === 'en' ? error.message || fallback : fallback;
      }
      const english = readableMessage(error, fallback);
      return english === fallback ? fallback : t('networkFailure');
    },
    [language, t],
  );
}

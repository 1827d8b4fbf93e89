/**
 * The languages of the site: English (the default, the spec's texts) and Bangla. The shell owns
 * the reader's choice and hands it to every remote in ShellApi.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The Intl locale for numbers, prices and dates: Bangla digits for Bangla, Bangladesh's conventions for both. */
export function localeOf(language: Language): 'en-BD' | 'bn-BD' {
  return language === 'bn' ? 'bn-BD' : 'en-BD';
}

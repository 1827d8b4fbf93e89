import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE, type Currency, type Language } from '@sellphones/contracts';

export interface Locale {
  language: Language;
  currency: Currency;
}

const LocaleContext = createContext<Locale>({ language: DEFAULT_LANGUAGE, currency: DEFAULT_CURRENCY });

/**
 * The reader's language and the prices' currency, for every text and number below it. Each app
 * puts one at its root from ShellApi (`shell.language`, `shell.currency`); without one (a
 * component test) everything is English and in the default currency.
 */
export function LocaleProvider({
  language,
  currency,
  children,
}: {
  language?: Language;
  currency?: Currency;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ language: language ?? DEFAULT_LANGUAGE, currency: currency ?? DEFAULT_CURRENCY }),
    [language, currency],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

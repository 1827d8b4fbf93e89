import type { ReactNode } from 'react';
import type { Currency } from '@sellphones/contracts';
import { LocaleProvider } from '@sellphones/ui';
import { useLanguageStore } from './language-store.ts';

/** The shell's own texts and numbers follow the language chosen in the header. */
export function ShellLocale({ currency, children }: { currency?: Currency; children: ReactNode }) {
  const language = useLanguageStore((state) => state.language);
  return (
    <LocaleProvider language={language} currency={currency}>
      {children}
    </LocaleProvider>
  );
}

import { useMemo } from 'react';
import { categoryLabel, localeOf } from '@sellphones/contracts';
import { formatLocalDate, formatLocalDateTime, formatLocalMonth, formatLocalNumber, formatLocalYear, formatMoney } from '../format.ts';
import { useLocale } from './locale-context.tsx';
import { useCommonText } from './app-texts.ts';

/** How many of each unit make the next one up: '59 minutes ago', then '1 hour ago'. */
const AGO_STEPS = [
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
] as const;

/**
 * Prices, numbers, dates and used years in the reader's language: `bn-BD` writes Bangla digits,
 * `en-BD` Latin ones; prices in the configured currency (৳, or the spec's $ with CURRENCY=USD).
 */
export function useFormat() {
  const { language, currency } = useLocale();
  const t = useCommonText();
  return useMemo(() => {
    const locale = localeOf(language);
    return {
      locale,
      money: (amount: number) => formatMoney(amount, currency, locale),
      /** The currency's sign, for a label such as 'Min price (৳)' or the spec's 'Please pay $ 150'. */
      currencySymbol: currency === 'BDT' ? '৳' : '$',
      number: (value: number) => formatLocalNumber(value, locale),
      date: (value: Date | string | number) => formatLocalDate(new Date(value), locale),
      dateTime: (value: Date | string | number) => formatLocalDateTime(new Date(value), locale),
      /** A month and its year: 'Nov 2026', 'নভে ২০২৬'. */
      month: (value: Date | string | number) => formatLocalMonth(new Date(value), locale),
      /** The year alone, ungrouped: the footer's '© ২০২৬'. */
      year: (value: Date | string | number) => formatLocalYear(new Date(value), locale),
      /**
       * '3 days ago', '৩ দিন আগে'; 'just now' within a minute, and for a time ahead of this
       * device's clock. The product's own texts, not Intl.RelativeTimeFormat: its first use on a
       * page loads ICU's locale data on the main thread while the first cards render.
       */
      relativeTime(value: Date | string | number, now = Date.now()) {
        let amount = (now - new Date(value).getTime()) / 60_000;
        if (!(amount >= 1)) return t('justNow');
        for (const [unit, size] of AGO_STEPS) {
          const whole = Math.round(amount);
          if (whole < size) return t(`${unit}Ago_${whole === 1 ? 'one' : 'other'}`, { n: formatLocalNumber(whole, locale) });
          amount /= size;
        }
        return t('justNow');
      },
      /** A brand category's name to show: 'Samsung ফোন' in Bangla (links keep the English name). */
      category: (categoryName: string) => categoryLabel(categoryName, language),
      /** '1 Year', '3 Years' (the spec: plural when greater than one); '৩ বছর'. */
      usedYears: (years: number) =>
        t(years > 1 ? 'usedYears_other' : 'usedYears_one', { count: years, years: formatLocalNumber(years, locale) }),
    };
  }, [language, currency, t]);
}

import { useMemo } from 'react';
import { localeOf, placeLabel } from '@sellphones/contracts';
import { formatMoney } from '../format.ts';
import { useLocale } from './locale-context.tsx';
import { useCommonText } from './app-texts.ts';

/** What a listing answer says of where a phone is (`location`, and the ids when it has them). */
export interface ShownPlace {
  location: string;
  district?: string;
  area?: string;
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/**
 * Prices, numbers, dates and used years in the reader's language: `bn-BD` writes Bangla digits,
 * `en-BD` Latin ones; prices in the configured currency (৳, or the spec's $ with CURRENCY=USD).
 */
export function useFormat() {
  const { language, currency } = useLocale();
  const t = useCommonText();
  return useMemo(() => {
    const locale = localeOf(language);
    const numbers = new Intl.NumberFormat(locale);
    // Day before month, as Bangladesh writes dates: '1 Nov 2026' (en-BD would write 'Nov 1, 2026').
    const dateLocale = language === 'bn' ? locale : 'en-GB';
    const dates = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium' });
    const dateTimes = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium', timeStyle: 'short' });
    const relative = new Intl.RelativeTimeFormat(locale);
    return {
      locale,
      money: (amount: number) => formatMoney(amount, currency, locale),
      /** The currency's sign, for a label such as 'Min price (৳)' or the spec's 'Please pay $ 150'. */
      currencySymbol: currency === 'BDT' ? '৳' : '$',
      number: (value: number) => numbers.format(value),
      date: (value: Date | string | number) => dates.format(new Date(value)),
      dateTime: (value: Date | string | number) => dateTimes.format(new Date(value)),
      /** '3 days ago', '৩ দিন আগে'; 'just now' within a minute. */
      relativeTime(value: Date | string | number, now = Date.now()) {
        let amount = (new Date(value).getTime() - now) / 1000;
        if (Math.abs(amount) < 60) return t('justNow');
        for (const [unit, size] of RELATIVE_STEPS) {
          if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
          amount /= size;
        }
        return relative.format(Math.round(amount), 'year');
      },
      /** "Tongi, Gazipur, Dhaka" in the reader's language; a listing from before places keeps its own words. */
      place: (place: ShownPlace) => (place.district ? placeLabel(place, language) : place.location),
      /** '1 Year', '3 Years' (the spec: plural when greater than one); '৩ বছর'. */
      usedYears: (years: number) =>
        t(years > 1 ? 'usedYears_other' : 'usedYears_one', { count: years, years: numbers.format(years) }),
    };
  }, [language, currency, t]);
}

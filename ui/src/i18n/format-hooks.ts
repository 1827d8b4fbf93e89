import { useMemo } from 'react';
import { localeOf, placeLabel, type Language } from '@sellphones/contracts';
import { formatLocalNumber, formatMoney } from '../format.ts';
import { useLocale } from './locale-context.tsx';
import { useCommonText } from './app-texts.ts';

/** What a listing answer says of where a phone is (`location`, and the ids when it has them). */
export interface ShownPlace {
  location: string;
  district?: string;
  area?: string;
}

/** How many of each unit make the next one up: '59 minutes ago', then '1 hour ago'. */
const AGO_STEPS = [
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
] as const;

/** Intl's formatters for one language, each made on its first use. */
interface IntlFormatters {
  dates(): Intl.DateTimeFormat;
  dateTimes(): Intl.DateTimeFormat;
}

function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const formattersOfLanguage = new Map<Language, IntlFormatters>();

/**
 * Making an Intl formatter loads its locale's data on the main thread: one set per language, kept
 * for every component and every render, and each made only when a page first formats with it
 * (numbers and prices need none: format.ts).
 */
function intlFormattersOf(language: Language): IntlFormatters {
  let formatters = formattersOfLanguage.get(language);
  if (!formatters) {
    const locale = localeOf(language);
    // Day before month, as Bangladesh writes dates: '1 Nov 2026' (en-BD would write 'Nov 1, 2026').
    const dateLocale = language === 'bn' ? locale : 'en-GB';
    formatters = {
      dates: once(() => new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium' })),
      dateTimes: once(() => new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium', timeStyle: 'short' })),
    };
    formattersOfLanguage.set(language, formatters);
  }
  return formatters;
}

/**
 * Prices, numbers, dates and used years in the reader's language: `bn-BD` writes Bangla digits,
 * `en-BD` Latin ones; prices in the configured currency (৳, or the spec's $ with CURRENCY=USD).
 */
export function useFormat() {
  const { language, currency } = useLocale();
  const t = useCommonText();
  return useMemo(() => {
    const locale = localeOf(language);
    const intl = intlFormattersOf(language);
    return {
      locale,
      money: (amount: number) => formatMoney(amount, currency, locale),
      /** The currency's sign, for a label such as 'Min price (৳)' or the spec's 'Please pay $ 150'. */
      currencySymbol: currency === 'BDT' ? '৳' : '$',
      number: (value: number) => formatLocalNumber(value, locale),
      date: (value: Date | string | number) => intl.dates().format(new Date(value)),
      dateTime: (value: Date | string | number) => intl.dateTimes().format(new Date(value)),
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
      /** "Tongi, Gazipur, Dhaka" in the reader's language; a listing from before places keeps its own words. */
      place: (place: ShownPlace) => (place.district ? placeLabel(place, language) : place.location),
      /** '1 Year', '3 Years' (the spec: plural when greater than one); '৩ বছর'. */
      usedYears: (years: number) =>
        t(years > 1 ? 'usedYears_other' : 'usedYears_one', { count: years, years: formatLocalNumber(years, locale) }),
    };
  }, [language, currency, t]);
}

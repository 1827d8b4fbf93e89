import { localeOf, placeLabel, type Currency, type Language } from '@sellphones/contracts';
import type { PhonePageRow } from '../db/listings.repository.ts';
import { toPublicUrl } from '../http/public-url.ts';
import { shownPlace } from './listing-place.ts';

/**
 * What a link to a phone shows when it is shared in Facebook, WhatsApp or Messenger (their Open
 * Graph tags). Other pages, and a phone no longer for sale, show the site's own (the shell's page).
 */
export interface LinkPreview {
  title: string;
  description: string;
  /** The cover photo's full-size address. */
  image: string;
}

const SITE_NAME = 'Sell Phones BD';

/** A price as a shared link's title writes it: ৳52,000 (whole taka), $1,234.50; in Bangla digits for Bangla (৳৫২,০০০). */
function priceText(cents: number, currency: Currency, language: Language): string {
  const amount = cents / 100;
  const locale = localeOf(language);
  return currency === 'BDT'
    ? `৳${Math.round(amount).toLocaleString(locale)}`
    : `$${amount.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The words of a preview in each language of the site (the apps' own texts for the same facts). */
const WORDS = {
  en: {
    usedFor: (years: number) => (years < 1 ? 'Used under a year' : years === 1 ? 'Used 1 year' : `Used ${years} years`),
    condition: { excellent: 'Excellent condition', Good: 'Good condition', Fair: 'Fair condition' },
    fullStop: '.',
  },
  bn: {
    usedFor: (years: number) => (years < 1 ? 'এক বছরের কম ব্যবহৃত' : `${years.toLocaleString('bn-BD')} বছর ব্যবহৃত`),
    condition: { excellent: 'অবস্থা চমৎকার', Good: 'অবস্থা ভালো', Fair: 'অবস্থা মোটামুটি' },
    fullStop: '।',
  },
} satisfies Record<Language, unknown>;

/**
 * "Samsung Galaxy S23: ৳52,000", and how used, its condition, where it is and what the seller
 * says, in the language of whoever shared the link (their words stay as typed).
 */
export function phoneLinkPreview(row: PhonePageRow, currency: Currency, publicUrl: string, language: Language = 'en'): LinkPreview {
  const words = WORDS[language];
  const shown = shownPlace(row);
  const place = shown.district ? placeLabel(row, language) : shown.location;
  const facts = [words.usedFor(row.usedYears), row.condition && words.condition[row.condition], place];
  return {
    title: `${row.name}: ${priceText(row.resalePriceCents, currency, language)}`,
    description: `${facts.filter(Boolean).join(' · ')}${words.fullStop} ${row.description}`.slice(0, 300),
    image: toPublicUrl(publicUrl, row.imageUrl),
  };
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);

/** The preview as tags for a page's head: every value escaped, as a seller typed the name and description. */
export function linkPreviewTags(preview: LinkPreview): string {
  const tags: [attribute: 'property' | 'name', name: string, content: string][] = [
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:image', preview.image],
    ['name', 'twitter:card', 'summary_large_image'],
  ];
  return `${tags.map(([attribute, name, content]) => `<meta ${attribute}="${name}" content="${escapeAttribute(content)}" />`).join('\n')}\n`;
}

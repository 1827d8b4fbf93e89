import type { Currency } from '@sellphones/contracts';
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

/** A price as a shared link's title writes it: ৳52,000 (whole taka), $1,234.50. */
function priceText(cents: number, currency: Currency): string {
  const amount = cents / 100;
  return currency === 'BDT'
    ? `৳${Math.round(amount).toLocaleString('en-US')}`
    : `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const usedFor = (years: number) => (years < 1 ? 'Used under a year' : years === 1 ? 'Used 1 year' : `Used ${years} years`);
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "Samsung Galaxy S23: ৳52,000", and how used, its condition, where it is and what the seller says. */
export function phoneLinkPreview(row: PhonePageRow, currency: Currency, publicUrl: string): LinkPreview {
  const facts = [usedFor(row.usedYears), `${capitalized(row.condition)} condition`, shownPlace(row).location];
  return {
    title: `${row.name}: ${priceText(row.resalePriceCents, currency)}`,
    description: `${facts.filter(Boolean).join(' · ')}. ${row.description}`.slice(0, 300),
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

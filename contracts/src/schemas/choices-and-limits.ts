// The fixed choices and limits that forms and pages show, and the schemas hold the API to.
// Kept apart from the schemas, which are built with TypeBox, so the apps ship none of it.

export const CATEGORY_NAMES = [
  'Oppo Phones',
  'Xiaomi Phones',
  'Realme Phones',
  'Vivo Phones',
  'Samsung Phones',
] as const;

export const REPORT_REASONS = [
  'stolen-or-blocked-imei',
  'fake-or-clone',
  'wrong-information',
  'scam',
  'other',
] as const;

/** What the payment page reads from its address after bKash: the outcome the API settled on. */
export const BKASH_OUTCOMES = ['paid', 'refunded', 'cancelled', 'failed', 'pending'] as const;
export type BkashOutcome = (typeof BKASH_OUTCOMES)[number];

export const RATING_COMMENT_MAX = 500;

/** The longest name an account, a listed phone and a phone's description may have. */
export const ACCOUNT_NAME_MAX = 120;
export const PRODUCT_NAME_MAX = 120;
export const DESCRIPTION_MAX = 2000;

/** The longest reason an admin may give for a decision or a deletion (the audit log keeps it). */
export const ADMIN_REASON_MAX = 500;

/** A listing has a cover photo and at most this many more. */
export const MORE_PHOTOS_MAX = 4;

/**
 * An uploaded photo that no listing or profile uses after this long is deleted: a sign-up or a
 * listing takes minutes, and a listing kept as a draft on the seller's device drops its photos then.
 */
export const UNUSED_PHOTO_LIFETIME_MS = 24 * 3600 * 1000;

/** The largest photo file POST /images takes. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** The long side of the largest copy the API keeps of a photo; more pixels than this are not stored. */
export const PHOTO_LONG_SIDE_MAX_PX = 1600;

/** The most years a listed phone can have been used: more is a typo. */
export const USED_YEARS_MAX = 30;

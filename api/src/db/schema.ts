import { LANGUAGES } from '@sellphones/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Enumerations are text with a check constraint: adding a value later is a plain migration.
export const USER_ROLES = ['buyer', 'seller', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * The trigram (GIN) indexes that search reads take each new row at once. With GIN's default
 * fastupdate, new rows wait in a pending list that every search reads whole, until a vacuum
 * merges it: on a live site, between autovacuum's runs, each search would read every account
 * or phone added since the last one. A row written costs a little more instead.
 */
const TRIGRAM_INDEX_OPTIONS = { fastupdate: false };

/**
 * What the admins' search box matches: an account's name and email as one text, a line break
 * between them (a search typed on one line matches within one of the two). The trigram index is
 * built on this very expression: a query matches it only if it writes the same one.
 */
export const accountSearchText = (t: { name: AnyPgColumn; email: AnyPgColumn }) => sql`(${t.name} || E'\\n' || ${t.email})`;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firebaseUid: text('firebase_uid').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    photoUrl: text('photo_url'),
    role: text('role', { enum: USER_ROLES }).notNull().default('buyer'),
    // Bumped to end every API session of this user at once (deletion, disabling, role change).
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    // The language the person chose in the header ('en', 'bn'); null until they choose one.
    language: text('language', { enum: LANGUAGES }),
  },
  (t) => [
    uniqueIndex('users_firebase_uid_unique').on(t.firebaseUid),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    // The admins' tables of buyers and sellers: active accounts of a role, newest first (the id
    // breaks ties), with what a row of the table shows, so that a page is read from the index
    // alone, its OFFSET rows skipped there, by a query on this one table (admin-accounts.repository.ts).
    index('users_admin_table_idx')
      .on(t.role, t.createdAt.desc().nullsFirst(), t.id, t.name, t.email, t.photoUrl)
      .where(sql`${t.disabledAt} is null`),
    // Their search box matches any part of a name or an email (ilike '%...%', pg_trgm): one
    // index over both, so a search is one index scan (accountSearchText gives the expression).
    // Each sign-up goes into the index at once (no GIN pending list): a pending list is read whole
    // by every search until a vacuum merges it (TRIGRAM_INDEX_OPTIONS).
    index('users_search_text_trgm_idx').using('gin', sql`${accountSearchText(t)} gin_trgm_ops`).with(TRIGRAM_INDEX_OPTIONS),
    check('users_role_check', sql`${t.role} in ('buyer', 'seller', 'admin')`),
    check('users_language_check', sql`${t.language} in ('en', 'bn')`),
  ],
);

/**
 * How many active (not disabled) accounts each role has: the admins' tables show page numbers, and
 * counting thousands of buyers on every page read cost more than the page itself. Kept by a
 * trigger on users (migration 0017), so it is exact on every instance.
 */
export const activeAccountCounts = pgTable(
  'active_account_counts',
  {
    role: text('role', { enum: USER_ROLES }).primaryKey(),
    accounts: integer('accounts').notNull(),
  },
  (t) => [check('active_account_counts_accounts_check', sql`${t.accounts} >= 0`)],
);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
  },
  (t) => [uniqueIndex('categories_name_unique').on(t.name)],
);

// `hidden`: an admin took the listing down (moderation). Every list and page reads `available`
// phones only, so a hidden one vanishes from all of them, and their partial indexes stay as they are.
export const PRODUCT_STATUSES = ['available', 'sold', 'hidden'] as const;
export const PRODUCT_CONDITIONS = ['excellent', 'Good', 'Fair'] as const;

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    // The cover photo, then up to four more in the seller's order (older listings have none).
    imageUrl: text('image_url').notNull(),
    moreImageUrls: text('more_image_urls').array().notNull().default(sql`'{}'::text[]`),
    originalPriceCents: integer('original_price_cents').notNull(),
    resalePriceCents: integer('resale_price_cents').notNull(),
    // Null: the seller did not say (the form does not ask for one); listings from before kept 'Good'.
    condition: text('condition', { enum: PRODUCT_CONDITIONS }),
    usedYears: integer('used_years').notNull(),
    phone: text('phone').notNull(),
    // The place as text: written from division, district and area for new listings; the seller's
    // own words for listings from before places, kept where no district could be read from them.
    location: text('location').notNull(),
    // A division and a district from contracts' official lists (null: "not set", a listing from before
    // places whose text named no district; its words are kept as the area).
    division: text('division'),
    district: text('district'),
    area: text('area'),
    description: text('description').notNull(),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('available'),
    advertisedAt: timestamp('advertised_at', { withTimezone: true }),
    // No foreign key here: bookings reference products, and the hold is advisory with an expiry.
    heldByBookingId: uuid('held_by_booking_id'),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // The seller app's Idempotency-Key for the submission that listed this phone (null: an old client sent none).
    idempotencyKey: uuid('idempotency_key'),
    // The handset's IMEI (15 digits, Luhn checked by the API); null on listings made before it was asked for.
    imei: text('imei'),
    // When the seller last rewrote the listing's details (PUT /product/:id/details), or its photos
    // (PUT /product/:id/photos): a buyer who booked before is asked to look again before paying.
    // Photo changes before photos_changed_at existed are counted as details.
    detailsChangedAt: timestamp('details_changed_at', { withTimezone: true }),
    photosChangedAt: timestamp('photos_changed_at', { withTimezone: true }),
    // Why and when an admin hid the listing (status 'hidden'); kept after a restore for the record.
    hiddenReason: text('hidden_reason'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    // When an admin last judged its reports and IMEI clashes to need no action: only newer ones flag it again.
    reportsDismissedAt: timestamp('reports_dismissed_at', { withTimezone: true }),
  },
  (t) => [
    // A retried submission finds its first listing instead of making a duplicate (nulls never collide).
    uniqueIndex('products_seller_idempotency_key_unique').on(t.sellerId, t.idempotencyKey),
    check('products_original_price_positive', sql`${t.originalPriceCents} > 0`),
    check('products_resale_price_positive', sql`${t.resalePriceCents} > 0`),
    check('products_resale_not_above_original', sql`${t.resalePriceCents} <= ${t.originalPriceCents}`),
    check('products_used_years_range', sql`${t.usedYears} >= 0`),
    check('products_status_check', sql`${t.status} in ('available', 'sold', 'hidden')`),
    check('products_imei_digits', sql`${t.imei} ~ '^[0-9]{15}$'`),
    // One listing per handset among listings not deleted: a second is refused (and recorded as a
    // clash); two sellers racing meet here, so exactly one wins.
    uniqueIndex('products_imei_listed_unique').on(t.imei).where(sql`${t.deletedAt} is null`),
    check('products_condition_check', sql`${t.condition} in ('excellent', 'Good', 'Fair')`),
    // Category page: the phones for sale in one category, newest first (the id breaks ties). Partial, so it holds only
    // what the page can show, and the page's total is counted from the index alone.
    index('products_for_sale_category_created_idx')
      .on(t.categoryId, t.createdAt, t.id)
      .where(sql`${t.status} = 'available' and ${t.deletedAt} is null`),
    // Category page sorted (or filtered) by price.
    index('products_for_sale_category_price_idx')
      .on(t.categoryId, t.resalePriceCents, t.id)
      .where(sql`${t.status} = 'available' and ${t.deletedAt} is null`),
    // Home page: advertised, unsold, not deleted.
    index('products_advertised_idx')
      .on(t.advertisedAt)
      .where(sql`${t.advertisedAt} is not null and ${t.status} = 'available' and ${t.deletedAt} is null`),
    // My Products.
    index('products_seller_created_idx').on(t.sellerId, t.createdAt),
    // The phones held for a payment (a few at a time, out of the whole catalogue): a buyer's
    // running holds are counted from these, and a deleted account's holds released.
    index('products_held_by_booking_idx').on(t.heldByBookingId).where(sql`${t.heldByBookingId} is not null`),
    // Search: trigrams of the lowercased name of each phone for sale, so a misspelt or oddly spaced
    // model ("samsng", "redmi note13") is found through the index (pg_trgm's <% operator).
    index('products_for_sale_name_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .with(TRIGRAM_INDEX_OPTIONS)
      .where(sql`${t.status} = 'available' and ${t.deletedAt} is null`),
  ],
);

export const BOOKING_STATUSES = ['unpaid', 'paid', 'cancelled'] as const;

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    phone: text('phone').notNull(),
    meetingLocation: text('meeting_location').notNull(),
    priceCents: integer('price_cents').notNull(),
    // What the phone cost when booked, kept once its seller lowered the price of this unpaid
    // booking (null: the price is still the one booked), so the payment page can say so.
    priceWhenBookedCents: integer('price_when_booked_cents'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('unpaid'),
    paymentIntentId: text('payment_intent_id'),
    // Payment holds of this booking: how many were granted (a new one gets a new idempotency
    // key at the gateway) and when the latest runs out. A hold never moves its deadline; after
    // it, the booking waits out a cooldown before it may hold the phone again.
    holdAttempts: integer('hold_attempts').notNull().default(0),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    // After payment (api/src/orders/): the seller's handover, with NEIR de-registration confirmed,
    // and the buyer's confirmed receipt. The order's stage is computed from these when read.
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    // Cash at the meetup: the phone is kept for this buyer until then (the product's hold says
    // the same). Past it and unpaid, the reservation lapsed; a buyer's lapses are counted from this.
    cashReservedUntil: timestamp('cash_reserved_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A buyer's cash reservations, for counting their lapses.
    index('bookings_buyer_cash_reserved_idx').on(t.buyerId, t.cashReservedUntil).where(sql`${t.cashReservedUntil} is not null`),
    check('bookings_price_positive', sql`${t.priceCents} > 0`),
    check('bookings_status_check', sql`${t.status} in ('unpaid', 'paid', 'cancelled')`),
    // One open booking per buyer and product.
    uniqueIndex('bookings_one_open_per_buyer_product')
      .on(t.buyerId, t.productId)
      .where(sql`${t.status} = 'unpaid'`),
    index('bookings_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('bookings_product_idx').on(t.productId),
    uniqueIndex('bookings_payment_intent_unique').on(t.paymentIntentId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    gateway: text('gateway').notNull(),
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    // The number on the buyer's own record of the payment, where the gateway has one apart from its
    // payment id: bKash's TrxID (its SMS and app show it). Null for the card: its payment id is it.
    receiptId: text('receipt_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_booking_unique').on(t.bookingId),
    uniqueIndex('payments_gateway_payment_unique').on(t.gateway, t.gatewayPaymentId),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Each gateway event (webhook) is handled once: the primary key refuses a replay. */
export const gatewayEvents = pgTable('gateway_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    location: text('location').notNull(),
    text: text('text').notNull(),
  },
  (t) => [uniqueIndex('reviews_name_unique').on(t.name)],
);

/**
 * The built-in sandbox gateway's payment intents (payments/sandbox-gateway.ts), kept where every
 * API instance finds them: an intent made through one instance is charged and confirmed through
 * any other. The sandbox stands in for the provider, so nothing here references the bookings.
 */
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  status: text('status').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  bookingId: text('booking_id'),
  refunded: boolean('refunded').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SandboxIntentRow = typeof sandboxPaymentIntents.$inferSelect;

/**
 * bKash's API token, one row for the merchant account: every API instance uses the same token
 * and only one of them refreshes it at a time (bKash limits how often a token is granted).
 */
export const bkashTokens = pgTable('bkash_tokens', {
  account: text('account').primaryKey(),
  idToken: text('id_token').notNull(),
  refreshToken: text('refresh_token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BkashTokenRow = typeof bkashTokens.$inferSelect;

/**
 * Each bKash payment the API created, with its booking: a payment bKash completed but the API
 * never recorded (a crash, a closed tab) is found again from its booking and settled.
 */
export const bkashPayments = pgTable(
  'bkash_payments',
  {
    paymentId: text('payment_id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bkash_payments_booking_idx').on(t.bookingId, t.createdAt)],
);

/**
 * Each photo stored here (local disk or S3), from its upload. Pending (used_at null) until a
 * product or a profile refers to it; pending ones older than a day are deleted with their files.
 */
export const photoUploads = pgTable(
  'photo_uploads',
  {
    /** The full-size photo's stored name (<uuid>.webp); the thumbnail is <uuid>-thumb.webp. */
    name: text('name').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    // The sweep: pending uploads, oldest first.
    index('photo_uploads_pending_created_idx').on(t.createdAt).where(sql`${t.usedAt} is null`),
  ],
);

/** A buyer's problem with a handed-over phone, and how an admin resolved it. One per order. */
export const DISPUTE_OUTCOMES = ['refund', 'close'] as const;
export const disputes = pgTable(
  'disputes',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    reason: text('reason').notNull(),
    text: text('text').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome', { enum: DISPUTE_OUTCOMES }),
    resolution: text('resolution'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id),
  },
  (t) => [
    check('disputes_outcome_check', sql`${t.outcome} in ('refund', 'close')`),
    index('disputes_open_idx').on(t.openedAt).where(sql`${t.outcome} is null`),
  ],
);

/** A user's report of a suspicious listing: once per user per listing. */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listing_reports_once_per_user').on(t.productId, t.reporterId),
    index('listing_reports_created_idx').on(t.createdAt),
  ],
);

/** A refused attempt to list an IMEI that a listing already has: a possible stolen or cloned phone. */
export const imeiClashes = pgTable(
  'imei_clashes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    attemptedBy: uuid('attempted_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('imei_clashes_product_idx').on(t.productId)],
);

/** A buyer's rating of the seller after a completed order: one per order. */
export const sellerRatings = pgTable(
  'seller_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    commentRemovedAt: timestamp('comment_removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seller_ratings_one_per_order').on(t.bookingId),
    index('seller_ratings_seller_idx').on(t.sellerId, t.createdAt),
    check('seller_ratings_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);

/**
 * Every admin action: who, when, what, why. Append-only: the API has no path that changes an
 * entry, and a trigger (drizzle, migration neir_trust) refuses UPDATE and DELETE.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    subjectLabel: text('subject_label').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
/** The facts a seller describes a phone with: what every product view starts from. */
export type ProductDetails = Pick<
  ProductRow,
  | 'name'
  | 'imageUrl'
  | 'originalPriceCents'
  | 'resalePriceCents'
  | 'condition'
  | 'usedYears'
  | 'phone'
  | 'location'
  | 'division'
  | 'district'
  | 'area'
  | 'description'
>;
export type BookingRow = typeof bookings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;

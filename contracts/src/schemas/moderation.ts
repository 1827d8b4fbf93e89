import { Type, type Static } from 'typebox';
import { Id } from './common.ts';
import { ShownImei } from './imei.ts';

export const ReportReason = Type.Union([
  Type.Literal('stolen-or-blocked-imei'),
  Type.Literal('fake-or-clone'),
  Type.Literal('wrong-information'),
  Type.Literal('scam'),
  Type.Literal('other'),
]);

/** POST REPORT_PATHS.reports, any signed-in user: once per user per listing; answers 201 Acknowledged. */
export const NewReport = Type.Object(
  {
    productId: Id,
    reason: ReportReason,
    text: Type.String({ minLength: 10, maxLength: 1000 }),
  },
  { additionalProperties: false },
);

export const REPORT_MESSAGES = {
  duplicate: 'You have already reported this listing. Our team will look at it.',
  own: 'You cannot report your own listing.',
  notFound: 'This phone is no longer listed.',
} as const;

/** One report in the moderation queue. */
export const ReportEntry = Type.Object(
  {
    reason: ReportReason,
    text: Type.String(),
    reporterName: Type.String(),
    reporterEmail: Type.String(),
    reportedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
/** Someone tried to list a phone whose IMEI this listing already has: a possible stolen or cloned phone. */
export const ImeiClash = Type.Object(
  {
    sellerName: Type.String(),
    sellerEmail: Type.String(),
    attemptedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

/** A listing in the admins' moderation queue: reported, clashed with another IMEI, or hidden. */
export const ModerationItem = Type.Object(
  {
    productId: Id,
    productName: Type.String(),
    categoryName: Type.String(),
    img: Type.String(),
    price: Type.Number(),
    sellerName: Type.String(),
    sellerEmail: Type.String(),
    imei: Type.Optional(ShownImei),
    sold: Type.Boolean(),
    hidden: Type.Boolean(),
    /** Why it was hidden (the latest hide), while hidden. */
    hiddenReason: Type.Optional(Type.String()),
    hiddenAt: Type.Optional(Type.String({ format: 'date-time' })),
    reports: Type.Array(ReportEntry),
    imeiClashes: Type.Array(ImeiClash),
    /** The latest report or clash: the queue is sorted by it, newest first. */
    lastFlaggedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export const ModerationList = Type.Array(ModerationItem);
export const ModerationQuery = Type.Object(
  {
    /** `flagged` (default): reported or clashed and still shown; `hidden`: hidden listings. */
    show: Type.Optional(Type.Union([Type.Literal('flagged'), Type.Literal('hidden')])),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  },
  { additionalProperties: false },
);
/** The answer to hiding or restoring a listing. */
export const ModerationDone = Type.Object(
  {
    productId: Id,
    hidden: Type.Boolean(),
    /** Unpaid bookings of the phone cancelled by hiding it. */
    cancelledBookings: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);


export type ReportReason = Static<typeof ReportReason>;
export type NewReport = Static<typeof NewReport>;
export type ReportEntry = Static<typeof ReportEntry>;
export type ImeiClash = Static<typeof ImeiClash>;
export type ModerationItem = Static<typeof ModerationItem>;
export type ModerationQuery = Static<typeof ModerationQuery>;
export type ModerationDone = Static<typeof ModerationDone>;

import { Type, type Static } from 'typebox';
import { Id } from './common.ts';
import { ADMIN_REASON_MAX, RATING_COMMENT_MAX } from './choices-and-limits.ts';

/** A seller's standing on cards and the phone's page; `average` is null until the first rating. */
export const SellerRatingSummary = Type.Object(
  {
    average: Type.Union([Type.Number({ minimum: 1, maximum: 5 }), Type.Null()]),
    count: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);


/** A buyer rates the seller once, after a completed order: 1-5 stars and an optional comment. */
export const NewRating = Type.Object(
  {
    stars: Type.Integer({ minimum: 1, maximum: 5 }),
    comment: Type.Optional(Type.String({ maxLength: RATING_COMMENT_MAX })),
  },
  { additionalProperties: false },
);

/** One rating as the public sees it: the rater's first name only; a removed comment is gone. */
export const PublicRating = Type.Object(
  {
    stars: Type.Integer({ minimum: 1, maximum: 5 }),
    comment: Type.Optional(Type.String()),
    commentRemoved: Type.Boolean(),
    buyerFirstName: Type.String(),
    ratedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
/** GET sellerRatingsPath(productId): the seller of that listing's summary and latest ratings (public). */
export const SellerRatings = Type.Object(
  {
    summary: SellerRatingSummary,
    ratings: Type.Array(PublicRating),
  },
  { additionalProperties: false },
);

/** A rating in the admins' list, where an abusive comment is removed. */
export const AdminRatingRow = Type.Object(
  {
    _id: Id,
    orderId: Id,
    stars: Type.Integer({ minimum: 1, maximum: 5 }),
    comment: Type.Optional(Type.String()),
    commentRemoved: Type.Boolean(),
    sellerName: Type.String(),
    sellerEmail: Type.String(),
    buyerName: Type.String(),
    buyerEmail: Type.String(),
    ratedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export const AdminRatingList = Type.Array(AdminRatingRow);

/** An admin action always says why: it goes into the audit log. */
export const AdminReason = Type.Object(
  { reason: Type.String({ minLength: 3, maxLength: ADMIN_REASON_MAX }) },
  { additionalProperties: false },
);


export type SellerRatingSummary = Static<typeof SellerRatingSummary>;
export type NewRating = Static<typeof NewRating>;
export type PublicRating = Static<typeof PublicRating>;
export type SellerRatings = Static<typeof SellerRatings>;
export type AdminRatingRow = Static<typeof AdminRatingRow>;
export type AdminReason = Static<typeof AdminReason>;

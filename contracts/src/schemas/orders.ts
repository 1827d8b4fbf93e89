import { Type, type Static } from 'typebox';
import { ADMIN_REASON_MAX } from './choices-and-limits.ts';
import { Id } from './common.ts';
import { ShownImei } from './imei.ts';
import { NewRating } from './ratings.ts';

/**
 * Where a paid order stands. The API computes it from the order's timestamps whenever it is read
 * (a handed-over phone counts as received 7 days after handover; a received order is completed once
 * the 3 days to report a problem have passed), so no timer has to run anywhere:
 *   paid -> handed_over (seller, with the NEIR de-registration ticked)
 *        -> received (buyer, or automatically) -> completed
 *   handed_over | received -> in_dispute (buyer reports a problem within 3 days of handover)
 *   in_dispute -> refunded (admin refunds through the gateway) | completed (admin closes it)
 */
export const ORDER_STAGES = ['paid', 'handed_over', 'received', 'completed', 'in_dispute', 'refunded'] as const;
export const OrderStage = Type.Union([
  Type.Literal('paid'),
  Type.Literal('handed_over'),
  Type.Literal('received'),
  Type.Literal('completed'),
  Type.Literal('in_dispute'),
  Type.Literal('refunded'),
]);

/** What happened to an order, in the order it happened. */
export const TimelineEvent = Type.Union([
  Type.Literal('booked'),
  Type.Literal('paid'),
  Type.Literal('handed_over'),
  Type.Literal('received'),
  Type.Literal('completed'),
  Type.Literal('dispute_opened'),
  Type.Literal('dispute_refunded'),
  Type.Literal('dispute_closed'),
  Type.Literal('rated'),
]);
export const TimelineEntry = Type.Object(
  {
    event: TimelineEvent,
    at: Type.String({ format: 'date-time' }),
    /** True for a receipt counted automatically 7 days after handover. */
    automatic: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const PROBLEM_REASONS = ['not-received', 'blocked-by-neir', 'not-as-described', 'fake-or-clone', 'other'] as const;
export const ProblemReason = Type.Union([
  Type.Literal('not-received'),
  Type.Literal('blocked-by-neir'),
  Type.Literal('not-as-described'),
  Type.Literal('fake-or-clone'),
  Type.Literal('other'),
]);
/** POST reportProblemPath(orderId), buyer: opens a dispute. */
export const NewProblem = Type.Object(
  {
    reason: ProblemReason,
    text: Type.String({ minLength: 10, maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export const DisputeOutcome = Type.Union([Type.Literal('refund'), Type.Literal('close')]);
export const Dispute = Type.Object(
  {
    reason: ProblemReason,
    text: Type.String(),
    openedAt: Type.String({ format: 'date-time' }),
    outcome: Type.Optional(DisputeOutcome),
    /** The admin's explanation, shown to both sides once resolved. */
    resolution: Type.Optional(Type.String()),
    resolvedAt: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);

/** POST handoverPath(orderId), seller: the de-registration box must be ticked. */
export const Handover = Type.Object(
  { deregistered: Type.Literal(true) },
  { additionalProperties: false },
);

/** The other side of an order: the buyer sees the seller, the seller sees the buyer. */
export const Counterpart = Type.Object(
  {
    role: Type.Union([Type.Literal('buyer'), Type.Literal('seller')]),
    name: Type.String(),
    phone: Type.String(),
  },
  { additionalProperties: false },
);

/**
 * One paid order as its buyer or its seller sees it (GET orderPath(orderId)). The `can*` flags
 * say which buttons to offer; the API checks the same rules again on every call.
 */
export const OrderDetails = Type.Object(
  {
    _id: Id,
    productId: Id,
    productName: Type.String(),
    productImage: Type.String(),
    categoryName: Type.String(),
    price: Type.Number(),
    imei: Type.Optional(ShownImei),
    /** Which side the caller is on. */
    viewer: Type.Union([Type.Literal('buyer'), Type.Literal('seller')]),
    stage: OrderStage,
    counterpart: Counterpart,
    meetingLocation: Type.String(),
    timeline: Type.Array(TimelineEntry),
    /** When an unconfirmed receipt will count as confirmed (after handover, until received). */
    receiptAutomaticAt: Type.Optional(Type.String({ format: 'date-time' })),
    /** Until when the buyer may report a problem (after handover). */
    problemReportUntil: Type.Optional(Type.String({ format: 'date-time' })),
    canHandOver: Type.Boolean(),
    canConfirmReceipt: Type.Boolean(),
    canReportProblem: Type.Boolean(),
    canRate: Type.Boolean(),
    dispute: Type.Optional(Dispute),
    rating: Type.Optional(NewRating),
  },
  { additionalProperties: false },
);

/** A row of a seller's sold phones (GET ORDER_PATHS.mySales): what needs handing over, and to whom. */
export const SaleRow = Type.Object(
  {
    _id: Id,
    productId: Id,
    productName: Type.String(),
    productImage: Type.String(),
    /** The photo's 192 px copy, what the row's 64 px picture shows; productImage where there is none. */
    productThumb: Type.String(),
    price: Type.Number(),
    stage: OrderStage,
    buyerName: Type.String(),
    paidAt: Type.String({ format: 'date-time' }),
    /** The stars the buyer gave the seller for this sale, once rated. */
    rating: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  },
  { additionalProperties: false },
);
export const SaleList = Type.Array(SaleRow);

/** A row of the admins' dispute queue (GET ORDER_PATHS.adminDisputes, open ones first). */
export const DisputeRow = Type.Object(
  {
    orderId: Id,
    productId: Id,
    productName: Type.String(),
    price: Type.Number(),
    imei: Type.Optional(ShownImei),
    stage: OrderStage,
    buyerName: Type.String(),
    buyerEmail: Type.String(),
    buyerPhone: Type.String(),
    sellerName: Type.String(),
    sellerEmail: Type.String(),
    sellerPhone: Type.String(),
    handedOverAt: Type.String({ format: 'date-time' }),
    dispute: Dispute,
  },
  { additionalProperties: false },
);
export const DisputeList = Type.Array(DisputeRow);
export const DisputeQuery = Type.Object(
  {
    open: Type.Optional(Type.Boolean()),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  },
  { additionalProperties: false },
);
/** POST resolveDisputePath(orderId), admin: refund through the gateway, or close; always with a reason. */
export const DisputeResolution = Type.Object(
  {
    outcome: DisputeOutcome,
    reason: Type.String({ minLength: 3, maxLength: ADMIN_REASON_MAX }),
  },
  { additionalProperties: false },
);

/**
 * A row of a seller's phones reserved for cash (GET ORDER_PATHS.myReservations): who comes to buy,
 * where they meet, and until when the phone is kept for them.
 */
export const ReservationRow = Type.Object(
  {
    _id: Id,
    productId: Id,
    productName: Type.String(),
    productImage: Type.String(),
    /** The photo's 480 px thumbnail, what the row's picture shows; productImage where there is none. */
    productThumb: Type.String(),
    price: Type.Number(),
    buyerName: Type.String(),
    buyerPhone: Type.String(),
    meetingLocation: Type.String(),
    reservedUntil: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export const ReservationList = Type.Array(ReservationRow);


export type OrderStage = Static<typeof OrderStage>;
export type TimelineEvent = Static<typeof TimelineEvent>;
export type TimelineEntry = Static<typeof TimelineEntry>;
export type ProblemReason = Static<typeof ProblemReason>;
export type NewProblem = Static<typeof NewProblem>;
export type DisputeOutcome = Static<typeof DisputeOutcome>;
export type Dispute = Static<typeof Dispute>;
export type Handover = Static<typeof Handover>;
export type Counterpart = Static<typeof Counterpart>;
export type OrderDetails = Static<typeof OrderDetails>;
export type SaleRow = Static<typeof SaleRow>;
export type ReservationRow = Static<typeof ReservationRow>;
export type DisputeRow = Static<typeof DisputeRow>;
export type DisputeQuery = Static<typeof DisputeQuery>;
export type DisputeResolution = Static<typeof DisputeResolution>;


import { Type, type Static } from 'typebox';
import { Id } from './common.ts';

/** `productPrice` is accepted for the old client's sake and ignored: the booking sets the amount. */
export const PaymentIntentRequest = Type.Object(
  { bookingId: Id, productPrice: Type.Optional(Type.Number()) },
  { additionalProperties: false },
);
export const PaymentIntent = Type.Object(
  {
    clientSecret: Type.String(),
    gateway: Type.Union([Type.Literal('stripe'), Type.Literal('sandbox')]),
    publishableKey: Type.Optional(Type.String()),
    amount: Type.Number(),
  },
  { additionalProperties: false },
);

/** Sandbox only: the card form's fields, charged by the API's built-in gateway. */
export const SandboxCharge = Type.Object(
  {
    // Printable ASCII, as every client secret is: a NUL byte would reach the database as an error.
    clientSecret: Type.String({ minLength: 1, maxLength: 200, pattern: '^[\x21-\x7e]+$' }),
    cardNumber: Type.String({ minLength: 12, maxLength: 23 }),
    expiry: Type.String({ pattern: '^(0[1-9]|1[0-2])/[0-9]{2}$' }),
    cvc: Type.String({ pattern: '^[0-9]{3,4}$' }),
  },
  { additionalProperties: false },
);
export const SandboxChargeResult = Type.Object(
  {
    status: Type.Union([Type.Literal('succeeded'), Type.Literal('failed')]),
    paymentIntentId: Type.String(),
    message: Type.Optional(Type.String()),
    /** A refused card: Stripe's error code and decline code, as Stripe.js reports them. */
    code: Type.Optional(Type.String()),
    declineCode: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

/** The spec's payment fields; only `payId` (the booking) and `transactionId` (the intent) count. */
export const PaymentRecord = Type.Object(
  {
    payId: Id,
    // A gateway's intent id is printable ASCII; a NUL byte would reach the database as an error.
    transactionId: Type.String({ minLength: 1, maxLength: 200, pattern: '^[\x21-\x7e]+$' }),
    productPrice: Type.Optional(Type.Number()),
    productId: Type.Optional(Type.String({ maxLength: 64 })),
    productName: Type.Optional(Type.String({ maxLength: 200 })),
    email: Type.Optional(Type.String({ maxLength: 254 })),
  },
  { additionalProperties: false },
);
export const PaymentRecorded = Type.Object(
  { acknowledged: Type.Boolean(), insertedId: Type.String(), transactionId: Type.String() },
  { additionalProperties: false },
);

/** How a buyer pays: by card, with bKash, or in cash when they meet the seller. */
export const PaymentMethod = Type.Union([Type.Literal('card'), Type.Literal('bkash'), Type.Literal('cash')]);

/** A phone kept for its buyer, who pays in cash at the meetup (POST cashReservationPath). */
export const CashReservation = Type.Object(
  {
    bookingId: Id,
    reservedUntil: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

export const PaymentConfig = Type.Object(
  {
    gateway: Type.Union([Type.Literal('stripe'), Type.Literal('sandbox')]),
    publishableKey: Type.Optional(Type.String()),
    /** The payment methods a buyer may choose from, the card first. */
    methods: Type.Array(PaymentMethod),
  },
  { additionalProperties: false },
);

/** Paying a booking with bKash: the API sets the amount from the booking. */
export const BkashPaymentRequest = Type.Object({ bookingId: Id }, { additionalProperties: false });
/** Where to send the buyer: bKash's own page, which returns to the API's callback. */
export const BkashPaymentStarted = Type.Object(
  { bkashURL: Type.String(), paymentID: Type.String(), amount: Type.Number() },
  { additionalProperties: false },
);

/** bKash's id of a payment: letters and digits (an id that is not one is refused before bKash is asked). */
export const BkashPaymentId = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });
/** What bKash adds to the callback URL when the buyer leaves its page. */
export const BkashCallbackQuery = Type.Object(
  {
    paymentID: BkashPaymentId,
    status: Type.Union([Type.Literal('success'), Type.Literal('failure'), Type.Literal('cancel')]),
    signature: Type.Optional(Type.String({ maxLength: 500 })),
    apiVersion: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);

export type PaymentIntentRequest = Static<typeof PaymentIntentRequest>;
export type PaymentIntent = Static<typeof PaymentIntent>;
export type SandboxCharge = Static<typeof SandboxCharge>;
export type SandboxChargeResult = Static<typeof SandboxChargeResult>;
export type PaymentRecord = Static<typeof PaymentRecord>;
export type PaymentRecorded = Static<typeof PaymentRecorded>;
export type PaymentConfig = Static<typeof PaymentConfig>;
export type PaymentMethod = Static<typeof PaymentMethod>;
export type CashReservation = Static<typeof CashReservation>;
export type BkashPaymentRequest = Static<typeof BkashPaymentRequest>;
export type BkashPaymentStarted = Static<typeof BkashPaymentStarted>;
export type BkashCallbackQuery = Static<typeof BkashCallbackQuery>;

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
    clientSecret: Type.String({ maxLength: 200 }),
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

export const PaymentConfig = Type.Object(
  {
    gateway: Type.Union([Type.Literal('stripe'), Type.Literal('sandbox')]),
    publishableKey: Type.Optional(Type.String()),
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

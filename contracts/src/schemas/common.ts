import { Type, type Static } from 'typebox';

export const Id = Type.String({ format: 'uuid' });
export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });
export const EmailParams = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 254 }) },
  { additionalProperties: false },
);

/**
 * Every 4xx and 5xx body: a short message a person can act on, nothing else; a refusal the apps
 * show in the reader's language also carries its stable `code` (e.g. BOOKING_DUPLICATE).
 */
export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    code: Type.Optional(Type.String({ pattern: '^[A-Z][A-Z0-9_]*$' })),
  },
  { additionalProperties: false },
);

export const Acknowledged = Type.Object(
  { acknowledged: Type.Boolean(), insertedId: Type.String() },
  { additionalProperties: false },
);
export const Deleted = Type.Object(
  { deletedCount: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);

/**
 * One page of a caller's own list (My Orders, My Products), newest first. Without it the first
 * OWN_LIST_DEFAULT_LIMIT items come back; a client pages on while a page comes back full.
 */
export const OWN_LIST_DEFAULT_LIMIT = 50;
export const OWN_LIST_MAX_LIMIT = 100;
export const OwnListQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: OWN_LIST_MAX_LIMIT, default: OWN_LIST_DEFAULT_LIMIT })),
  },
  { additionalProperties: false },
);

/** Dollars with at most two decimals, as people type them. */
export const Dollars = Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000, multipleOf: 0.01 });
/**
 * A Bangladeshi mobile number as typed: 11 digits, a leading +880 or spaces and dashes allowed.
 * The shape only: the API then checks it with bdMobileE164 (the forms' rule) and stores E.164.
 */
export const PhoneNumber = Type.String({
  minLength: 11,
  maxLength: 20,
  pattern: '^[+0-9][0-9 -]{9,19}$',
});

export type ErrorBody = Static<typeof ErrorBody>;
export type OwnListQuery = Static<typeof OwnListQuery>;
export type Acknowledged = Static<typeof Acknowledged>;
export type Deleted = Static<typeof Deleted>;

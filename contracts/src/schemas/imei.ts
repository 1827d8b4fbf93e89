import { Type, type Static } from 'typebox';
import { IMEI_PATTERN } from '../imei.ts';

/** An IMEI as sent by the add-product form: 15 digits (the API also checks the Luhn digit). */
export const Imei = Type.String({ minLength: 15, maxLength: 15, pattern: IMEI_PATTERN });

/**
 * A listing's IMEI as one caller may see it: the last four digits for everyone; `full` only for
 * its seller, a buyer with an open booking of that phone, and admins. Listings made before IMEIs
 * were asked for have none, so the field is optional wherever it appears.
 */
export const ShownImei = Type.Object(
  {
    last4: Type.String({ pattern: '^[0-9]{4}$' }),
    full: Type.Optional(Imei),
  },
  { additionalProperties: false },
);

export type Imei = Static<typeof Imei>;
export type ShownImei = Static<typeof ShownImei>;

import { Type, type Static } from 'typebox';
import { AREA_MAX_LENGTH, DISTRICT_IDS, DIVISION_IDS } from '../bd-places.ts';

/** A division by its id (`dhaka`, `chattogram` ...): only the eight official ones. */
export const Division = Type.Enum(DIVISION_IDS);
/** A district by its id (`gazipur`, `coxs-bazar` ...): only the 64 official ones. */
export const District = Type.Enum(DISTRICT_IDS);
/** The neighbourhood a seller may add ("Uttara Sector 7"): short free text. */
export const Area = Type.String({ maxLength: AREA_MAX_LENGTH });

/**
 * The place filters of a list of phones: the category page's, and any other list that filters
 * like it (search). A district must lie in the division when both are given (placeFilterProblem).
 */
export const PlaceFilter = Type.Object(
  {
    division: Type.Optional(Division),
    district: Type.Optional(District),
  },
  { additionalProperties: false },
);

export type Division = Static<typeof Division>;
export type District = Static<typeof District>;
export type PlaceFilter = Static<typeof PlaceFilter>;

import { isDistrictId, isDivisionId, placeLabel, type DistrictId, type DivisionId } from '@sellphones/contracts';
import type { ProductRow } from '../db/schema.ts';

type PlaceColumns = Pick<ProductRow, 'location' | 'division' | 'district' | 'area'>;

/** A listing's place as every product answer carries it. */
export interface ShownPlace {
  location: string;
  division?: DivisionId;
  district?: DistrictId;
  area?: string;
}

/**
 * The place fields of a product answer: `location` reads "Area, District, Division" (in English,
 * the API's language; the apps write the names in the reader's language from the ids). A listing
 * from before places whose text named no district keeps its own words and has no district.
 */
export function shownPlace(row: PlaceColumns): ShownPlace {
  if (!isDistrictId(row.district) || !isDivisionId(row.division)) {
    return { location: row.location, ...(row.area ? { area: row.area } : {}) };
  }
  return {
    location: placeLabel(row),
    division: row.division,
    district: row.district,
    ...(row.area ? { area: row.area } : {}),
  };
}

/** The place columns of a new listing, `location` written out for readers of the text alone. */
export function placeColumns(place: { division: DivisionId; district: DistrictId; area?: string }): PlaceColumns {
  const area = place.area?.trim() || null;
  return { division: place.division, district: place.district, area, location: placeLabel({ district: place.district, area }) };
}

import { describe, expect, it } from 'vitest';
import {
  DISTRICT_IDS,
  DISTRICTS,
  DIVISION_IDS,
  districtsOf,
  isDistrictOf,
  placeLabel,
  readListingState,
  writeListingState,
} from '../src/index.ts';

describe('divisions and districts', () => {
  it('has the 8 divisions and 64 districts, each named in English and Bangla', () => {
    expect(DIVISION_IDS).toHaveLength(8);
    expect(DISTRICT_IDS).toHaveLength(64);
    const perDivision = Object.fromEntries(DIVISION_IDS.map((id) => [id, districtsOf(id).length]));
    expect(perDivision).toEqual({ barishal: 6, chattogram: 11, dhaka: 13, khulna: 10, mymensingh: 4, rajshahi: 8, rangpur: 8, sylhet: 4 });
    for (const id of DISTRICT_IDS) {
      expect(DISTRICTS[id].en).toMatch(/^[A-Z][A-Za-z' ]+$/);
      expect(DISTRICTS[id].bn).toMatch(/^[\u0980-\u09FF]+$/);
    }
  });

  it('knows which division a district lies in', () => {
    expect(isDistrictOf('gazipur', 'dhaka')).toBe(true);
    expect(isDistrictOf('gazipur', 'sylhet')).toBe(false);
    expect(isDistrictOf('atlantis', 'dhaka')).toBe(false);
  });

  it('writes a place as "Area, District, Division" in either language', () => {
    expect(placeLabel({ district: 'gazipur', area: 'Tongi' })).toBe('Tongi, Gazipur, Dhaka');
    expect(placeLabel({ district: 'coxs-bazar' })).toBe("Cox's Bazar, Chattogram");
    expect(placeLabel({ district: 'sylhet', area: 'Zindabazar' }, 'bn')).toBe('Zindabazar, সিলেট, সিলেট');
    expect(placeLabel({ district: null, area: 'near the stadium' })).toBe('near the stadium');
  });
});

describe('a category page address with a place', () => {
  it('keeps the division and district in the address and reads them back', () => {
    const state = readListingState(new URLSearchParams('division=dhaka&district=gazipur&page=2'));
    expect(state).toMatchObject({ division: 'dhaka', district: 'gazipur', page: 2 });
    expect(writeListingState(state).toString()).toBe('division=dhaka&district=gazipur&page=2');
  });

  it('drops a district outside the division, fills the division of a district alone, ignores unknown ids', () => {
    const place = (search: string) => {
      const { division, district } = readListingState(new URLSearchParams(search));
      return { division, district };
    };
    expect(place('division=sylhet&district=gazipur')).toEqual({ division: 'sylhet', district: undefined });
    expect(place('district=gazipur')).toEqual({ division: 'dhaka', district: 'gazipur' });
    expect(place('division=atlantis&district=nowhere')).toEqual({ division: undefined, district: undefined });
  });
});

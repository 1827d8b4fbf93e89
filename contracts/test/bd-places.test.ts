import { describe, expect, it } from 'vitest';
import {
  DISTRICT_IDS,
  DISTRICTS,
  DIVISION_IDS,
  DIVISIONS,
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
    expect(placeLabel({ district: 'gazipur', area: 'Tongi' }, 'bn')).toBe('Tongi, গাজীপুর, ঢাকা');
    expect(placeLabel({ district: null, area: 'near the stadium' })).toBe('near the stadium');
  });

  it('writes a district named as its division once, not "Gulshan, Dhaka, Dhaka"', () => {
    expect(placeLabel({ district: 'dhaka', area: 'Gulshan' })).toBe('Gulshan, Dhaka');
    expect(placeLabel({ district: 'dhaka', area: 'Gulshan' }, 'bn')).toBe('Gulshan, ঢাকা');
    expect(placeLabel({ district: 'dhaka' })).toBe('Dhaka');
    expect(placeLabel({ district: 'sylhet', area: 'Zindabazar' }, 'bn')).toBe('Zindabazar, সিলেট');
    // Every division has a district of its name (Chattogram, Khulna, Rajshahi, Barishal, ...).
    for (const id of DIVISION_IDS) {
      expect(placeLabel({ district: id, area: 'Sadar' })).toBe(`Sadar, ${DIVISIONS[id].en}`);
      expect(placeLabel({ district: id }, 'bn')).toBe(DIVISIONS[id].bn);
    }
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

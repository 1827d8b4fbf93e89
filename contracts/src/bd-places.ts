/**
 * Bangladesh's 8 divisions and 64 districts (the Bangladesh Bureau of Statistics' list, with the
 * spellings the government adopted in 2018: Chattogram, Cumilla, Jashore, Bogura, Barishal).
 * A listing's place is a division and a district from here plus an optional area typed by the
 * seller. Ids are what the API stores and the addresses carry; names are what people read.
 */
export interface PlaceName {
  en: string;
  bn: string;
}

export const DIVISIONS = {
  barishal: { en: 'Barishal', bn: 'বরিশাল' },
  chattogram: { en: 'Chattogram', bn: 'চট্টগ্রাম' },
  dhaka: { en: 'Dhaka', bn: 'ঢাকা' },
  khulna: { en: 'Khulna', bn: 'খুলনা' },
  mymensingh: { en: 'Mymensingh', bn: 'ময়মনসিংহ' },
  rajshahi: { en: 'Rajshahi', bn: 'রাজশাহী' },
  rangpur: { en: 'Rangpur', bn: 'রংপুর' },
  sylhet: { en: 'Sylhet', bn: 'সিলেট' },
} as const satisfies Record<string, PlaceName>;

export type DivisionId = keyof typeof DIVISIONS;

interface District extends PlaceName {
  division: DivisionId;
}

export const DISTRICTS = {
  barguna: { division: 'barishal', en: 'Barguna', bn: 'বরগুনা' },
  barishal: { division: 'barishal', en: 'Barishal', bn: 'বরিশাল' },
  bhola: { division: 'barishal', en: 'Bhola', bn: 'ভোলা' },
  jhalokati: { division: 'barishal', en: 'Jhalokati', bn: 'ঝালকাঠি' },
  patuakhali: { division: 'barishal', en: 'Patuakhali', bn: 'পটুয়াখালী' },
  pirojpur: { division: 'barishal', en: 'Pirojpur', bn: 'পিরোজপুর' },

  bandarban: { division: 'chattogram', en: 'Bandarban', bn: 'বান্দরবান' },
  brahmanbaria: { division: 'chattogram', en: 'Brahmanbaria', bn: 'ব্রাহ্মণবাড়িয়া' },
  chandpur: { division: 'chattogram', en: 'Chandpur', bn: 'চাঁদপুর' },
  chattogram: { division: 'chattogram', en: 'Chattogram', bn: 'চট্টগ্রাম' },
  'coxs-bazar': { division: 'chattogram', en: "Cox's Bazar", bn: 'কক্সবাজার' },
  cumilla: { division: 'chattogram', en: 'Cumilla', bn: 'কুমিল্লা' },
  feni: { division: 'chattogram', en: 'Feni', bn: 'ফেনী' },
  khagrachhari: { division: 'chattogram', en: 'Khagrachhari', bn: 'খাগড়াছড়ি' },
  lakshmipur: { division: 'chattogram', en: 'Lakshmipur', bn: 'লক্ষ্মীপুর' },
  noakhali: { division: 'chattogram', en: 'Noakhali', bn: 'নোয়াখালী' },
  rangamati: { division: 'chattogram', en: 'Rangamati', bn: 'রাঙ্গামাটি' },

  dhaka: { division: 'dhaka', en: 'Dhaka', bn: 'ঢাকা' },
  faridpur: { division: 'dhaka', en: 'Faridpur', bn: 'ফরিদপুর' },
  gazipur: { division: 'dhaka', en: 'Gazipur', bn: 'গাজীপুর' },
  gopalganj: { division: 'dhaka', en: 'Gopalganj', bn: 'গোপালগঞ্জ' },
  kishoreganj: { division: 'dhaka', en: 'Kishoreganj', bn: 'কিশোরগঞ্জ' },
  madaripur: { division: 'dhaka', en: 'Madaripur', bn: 'মাদারীপুর' },
  manikganj: { division: 'dhaka', en: 'Manikganj', bn: 'মানিকগঞ্জ' },
  munshiganj: { division: 'dhaka', en: 'Munshiganj', bn: 'মুন্সিগঞ্জ' },
  narayanganj: { division: 'dhaka', en: 'Narayanganj', bn: 'নারায়ণগঞ্জ' },
  narsingdi: { division: 'dhaka', en: 'Narsingdi', bn: 'নরসিংদী' },
  rajbari: { division: 'dhaka', en: 'Rajbari', bn: 'রাজবাড়ী' },
  shariatpur: { division: 'dhaka', en: 'Shariatpur', bn: 'শরীয়তপুর' },
  tangail: { division: 'dhaka', en: 'Tangail', bn: 'টাঙ্গাইল' },

  bagerhat: { division: 'khulna', en: 'Bagerhat', bn: 'বাগেরহাট' },
  chuadanga: { division: 'khulna', en: 'Chuadanga', bn: 'চুয়াডাঙ্গা' },
  jashore: { division: 'khulna', en: 'Jashore', bn: 'যশোর' },
  jhenaidah: { division: 'khulna', en: 'Jhenaidah', bn: 'ঝিনাইদহ' },
  khulna: { division: 'khulna', en: 'Khulna', bn: 'খুলনা' },
  kushtia: { division: 'khulna', en: 'Kushtia', bn: 'কুষ্টিয়া' },
  magura: { division: 'khulna', en: 'Magura', bn: 'মাগুরা' },
  meherpur: { division: 'khulna', en: 'Meherpur', bn: 'মেহেরপুর' },
  narail: { division: 'khulna', en: 'Narail', bn: 'নড়াইল' },
  satkhira: { division: 'khulna', en: 'Satkhira', bn: 'সাতক্ষীরা' },

  jamalpur: { division: 'mymensingh', en: 'Jamalpur', bn: 'জামালপুর' },
  mymensingh: { division: 'mymensingh', en: 'Mymensingh', bn: 'ময়মনসিংহ' },
  netrokona: { division: 'mymensingh', en: 'Netrokona', bn: 'নেত্রকোণা' },
  sherpur: { division: 'mymensingh', en: 'Sherpur', bn: 'শেরপুর' },

  bogura: { division: 'rajshahi', en: 'Bogura', bn: 'বগুড়া' },
  chapainawabganj: { division: 'rajshahi', en: 'Chapainawabganj', bn: 'চাঁপাইনবাবগঞ্জ' },
  joypurhat: { division: 'rajshahi', en: 'Joypurhat', bn: 'জয়পুরহাট' },
  naogaon: { division: 'rajshahi', en: 'Naogaon', bn: 'নওগাঁ' },
  natore: { division: 'rajshahi', en: 'Natore', bn: 'নাটোর' },
  pabna: { division: 'rajshahi', en: 'Pabna', bn: 'পাবনা' },
  rajshahi: { division: 'rajshahi', en: 'Rajshahi', bn: 'রাজশাহী' },
  sirajganj: { division: 'rajshahi', en: 'Sirajganj', bn: 'সিরাজগঞ্জ' },

  dinajpur: { division: 'rangpur', en: 'Dinajpur', bn: 'দিনাজপুর' },
  gaibandha: { division: 'rangpur', en: 'Gaibandha', bn: 'গাইবান্ধা' },
  kurigram: { division: 'rangpur', en: 'Kurigram', bn: 'কুড়িগ্রাম' },
  lalmonirhat: { division: 'rangpur', en: 'Lalmonirhat', bn: 'লালমনিরহাট' },
  nilphamari: { division: 'rangpur', en: 'Nilphamari', bn: 'নীলফামারী' },
  panchagarh: { division: 'rangpur', en: 'Panchagarh', bn: 'পঞ্চগড়' },
  rangpur: { division: 'rangpur', en: 'Rangpur', bn: 'রংপুর' },
  thakurgaon: { division: 'rangpur', en: 'Thakurgaon', bn: 'ঠাকুরগাঁও' },

  habiganj: { division: 'sylhet', en: 'Habiganj', bn: 'হবিগঞ্জ' },
  moulvibazar: { division: 'sylhet', en: 'Moulvibazar', bn: 'মৌলভীবাজার' },
  sunamganj: { division: 'sylhet', en: 'Sunamganj', bn: 'সুনামগঞ্জ' },
  sylhet: { division: 'sylhet', en: 'Sylhet', bn: 'সিলেট' },
} as const satisfies Record<string, District>;

export type DistrictId = keyof typeof DISTRICTS;
export type PlaceLanguage = keyof PlaceName;

export const DIVISION_IDS = Object.keys(DIVISIONS) as DivisionId[];
export const DISTRICT_IDS = Object.keys(DISTRICTS) as DistrictId[];
/** The longest area a seller may type ("Uttara Sector 7, Road 12"): a neighbourhood, not an address. */
export const AREA_MAX_LENGTH = 60;

export function isDivisionId(value: string | null | undefined): value is DivisionId {
  return value != null && Object.hasOwn(DIVISIONS, value);
}

export function isDistrictId(value: string | null | undefined): value is DistrictId {
  return value != null && Object.hasOwn(DISTRICTS, value);
}

/** The districts of a division, in the order of their names. */
export function districtsOf(division: DivisionId): DistrictId[] {
  return DISTRICT_IDS.filter((id) => DISTRICTS[id].division === division);
}

export function isDistrictOf(district: string | null | undefined, division: string): district is DistrictId {
  return isDistrictId(district) && DISTRICTS[district].division === division;
}

/**
 * Where a listing is: "Gazipur, Dhaka", or "Tongi, Gazipur, Dhaka" with an area. A district named
 * as its division (Dhaka district in Dhaka division) is written once: "Gulshan, Dhaka".
 */
export function placeLabel(
  place: { district?: string | null; area?: string | null },
  language: PlaceLanguage = 'en',
): string {
  const district = isDistrictId(place.district) ? DISTRICTS[place.district] : undefined;
  const division = district ? DIVISIONS[district.division][language] : undefined;
  const parts = [
    place.area?.trim() || undefined,
    district?.[language],
    // "Dhaka, Dhaka" reads as a mistake: the one name says both.
    division === district?.[language] ? undefined : division,
  ].filter((part): part is string => part !== undefined);
  return parts.join(', ');
}

/** The add-product form's and the API's texts for a missing or wrong place. */
export const PLACE_MESSAGES = {
  division: 'Please select your division',
  district: 'Please select your district',
  districtNotInDivision: 'This district is not in the division chosen',
  areaTooLong: `Area must be at most ${AREA_MAX_LENGTH} characters`,
} as const;

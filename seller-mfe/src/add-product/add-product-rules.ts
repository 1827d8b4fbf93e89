import type { RegisterOptions } from 'react-hook-form';
import {
  AREA_MAX_LENGTH,
  isBdMobile,
  isDistrictOf,
  isValidImei,
  normalizeImei,
  typedNumber,
  westernDigits,
  type DistrictId,
  type DivisionId,
} from '@sellphones/contracts';
import { DESCRIPTION_MAX, PRODUCT_NAME_MAX, USED_YEARS_MAX, type ListingDetails } from '@sellphones/contracts/schemas';
import type { Translate } from '@sellphones/ui';

/** What the form holds while a seller types: every value as typed, the photo as chosen files. */
export interface AddProductValues {
  productName: string;
  image: FileList | null;
  categoryName: string;
  originalPrice: string;
  resalePrice: string;
  usedYear: string;
  phone: string;
  /** As typed: spaces and dashes are allowed and dropped before checking and sending. */
  imei: string;
  division: '' | DivisionId;
  district: '' | DistrictId;
  area: string;
  description: string;
  condition: '' | 'excellent' | 'Good' | 'Fair';
}

export const EMPTY_PRODUCT: AddProductValues = {
  productName: '',
  image: null,
  categoryName: '',
  originalPrice: '',
  resalePrice: '',
  usedYear: '',
  phone: '',
  imei: '',
  division: '',
  district: '',
  area: '',
  description: '',
  condition: '',
};

export const CONDITION_OPTIONS = ['excellent', 'Good', 'Fair'] as const;

/** The fields a seller must fill in (condition is optional). */
export const REQUIRED_FIELDS = [
  'productName',
  'image',
  'categoryName',
  'originalPrice',
  'resalePrice',
  'usedYear',
  'phone',
  'imei',
  'division',
  'district',
  'description',
] as const satisfies ReadonlyArray<keyof AddProductValues>;

/**
 * A price as typed is a number above 0. Typed in a text box, not a number box: a number box refuses
 * the digits a Bangla keyboard types.
 */
export const positivePrice = (t: Translate) => (value: string) => {
  const price = typedNumber(value);
  if (Number.isNaN(price)) return t('addProduct.rules.priceDigits');
  return price > 0 || t('addProduct.rules.pricePositive');
};

/** The fields a seller can change after listing (ListingDetailFields), as the form holds them. */
export type ListingDetailValues = Pick<
  AddProductValues,
  'condition' | 'usedYear' | 'phone' | 'division' | 'district' | 'area' | 'description'
>;

/** The details as the API takes them: digits as ASCII, text trimmed, no condition when none is chosen. */
export function toListingDetails(values: ListingDetailValues): ListingDetails {
  return {
    ...(values.condition ? { condition: values.condition } : {}),
    usedYear: typedNumber(values.usedYear),
    phone: westernDigits(values.phone.trim()),
    division: values.division as DivisionId,
    district: values.district as DistrictId,
    ...(values.area.trim() ? { area: values.area.trim() } : {}),
    description: values.description.trim(),
  };
}

/** A number as the reader reads it: a limit in Bangla digits on a Bangla page. */
export type FormatNumber = (value: number) => string;

/**
 * The details' rules and messages: Add a Product's, and the same when a seller changes them. A
 * "too long" message names the API's limit.
 */
export function listingDetailRules(t: Translate, number: FormatNumber) {
  return {
    // The spec reuses the original-price message for used years, which on its own sends the seller
    // to the wrong box: its words come first, then what is actually missing.
    usedYear: {
      required: t('addProduct.rules.usedYears'),
      validate: (value) => {
        const typed = westernDigits(value).trim();
        // A number below 0 (-1) is refused for being below 0, not for not being whole.
        if (/^-\d+(\.\d+)?$/.test(typed)) return t('addProduct.rules.usedYearsNegative');
        if (!/^\d+$/.test(typed)) return t('addProduct.rules.usedYearsWhole');
        // The words name USED_YEARS_MAX, the API's limit (its Bangla in Bangla digits).
        return Number(typed) <= USED_YEARS_MAX || t('addProduct.rules.usedYearsTooMany');
      },
    },
    phone: {
      required: t('addProduct.rules.phoneRequired'),
      minLength: { value: 11, message: t('addProduct.rules.phoneShort') },
      // The spec's messages first; then the shared Bangladeshi mobile rule the API applies too.
      validate: (value) => isBdMobile(value) || t('addProduct.rules.phoneInvalid'),
    },
    // Where the phone can be seen: a division, then one of its districts (the official lists), then
    // optionally the area in the seller's words.
    division: { required: t('addProduct.rules.division') },
    district: {
      required: t('addProduct.rules.district'),
      validate: (value, values) => !values.division || isDistrictOf(value, values.division) || t('addProduct.rules.districtNotInDivision'),
    },
    area: { maxLength: { value: AREA_MAX_LENGTH, message: t('addProduct.rules.areaLong', { max: number(AREA_MAX_LENGTH) }) } },
    description: {
      required: t('addProduct.rules.description'),
      maxLength: { value: DESCRIPTION_MAX, message: t('addProduct.rules.descriptionLong', { max: number(DESCRIPTION_MAX) }) },
    },
    condition: {},
  } satisfies { [K in keyof ListingDetailValues]: RegisterOptions<ListingDetailValues, K> };
}

/** The add-product form's rules and messages (the original product's), plus the API's own limits. */
export function addProductRules(t: Translate, number: FormatNumber, photoCount: () => number) {
  const positive = positivePrice(t);
  return {
    ...listingDetailRules(t, number),
    productName: {
      required: t('addProduct.rules.productName'),
      maxLength: { value: PRODUCT_NAME_MAX, message: t('addProduct.rules.productNameLong', { max: number(PRODUCT_NAME_MAX) }) },
    },
    // The input is emptied after each choice: what counts is the photos chosen so far.
    image: { validate: () => photoCount() > 0 || t('addProduct.rules.image') },
    categoryName: { required: t('addProduct.rules.category') },
    originalPrice: { required: t('addProduct.rules.originalPrice'), validate: positive },
    resalePrice: {
      required: t('addProduct.rules.resalePrice'),
      validate: {
        positive,
        notAboveOriginal: (value, values) =>
          !(typedNumber(value) > typedNumber(values.originalPrice)) || t('addProduct.rules.resaleAbove'),
      },
    },
    // Every listing names its handset, so a stolen or cloned phone cannot be listed twice (NEIR).
    imei: {
      required: t('addProduct.rules.imeiRequired'),
      validate: (value) => isValidImei(normalizeImei(value)) || t('addProduct.rules.imeiInvalid'),
    },
  } satisfies { [K in keyof AddProductValues]: RegisterOptions<AddProductValues, K> };
}

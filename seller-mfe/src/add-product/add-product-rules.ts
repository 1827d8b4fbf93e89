import type { RegisterOptions } from 'react-hook-form';
import {
  AREA_MAX_LENGTH,
  BD_PHONE_MESSAGES,
  IMEI_MESSAGES,
  isBdMobile,
  isDistrictOf,
  isValidImei,
  normalizeImei,
  PLACE_MESSAGES,
  type DistrictId,
  type DivisionId,
} from '@sellphones/contracts';

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

export const USED_YEARS_REQUIRED =
  'Please enter original price. Used Years is empty: enter how many years the phone has been used (0 if less than one).';

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

const positive = (message: string) => (value: string) => Number(value) > 0 || message;

/** The add-product form's rules and messages (the original product's), plus the API's own limits. */
export const ADD_PRODUCT_RULES = {
  productName: { required: 'Please enter product name', maxLength: { value: 120, message: 'Product name is too long' } },
  image: { required: 'Please select your photo' },
  categoryName: { required: 'Please select category name' },
  originalPrice: {
    required: 'Please enter original price',
    validate: positive('Price must be more than 0'),
  },
  resalePrice: {
    required: 'Please enter resale price',
    validate: {
      positive: positive('Price must be more than 0'),
      notAboveOriginal: (value, values) =>
        !values.originalPrice
        || Number(value) <= Number(values.originalPrice)
        || 'Resale price cannot be more than the original price',
    },
  },
  // The spec reuses the original-price message for used years, which on its own sends the seller
  // to the wrong box: its words come first, then what is actually missing.
  usedYear: {
    required: USED_YEARS_REQUIRED,
    pattern: { value: /^\d{1,2}$/, message: 'Used years must be a whole number' },
  },
  phone: {
    required: 'Enter your phone number',
    minLength: { value: 11, message: 'Please valid a phone number' },
    // The spec's messages first; then the shared Bangladeshi mobile rule the API applies too.
    validate: (value) => isBdMobile(value) || BD_PHONE_MESSAGES.invalid,
  },
  // Every listing names its handset, so a stolen or cloned phone cannot be listed twice (NEIR).
  imei: {
    required: IMEI_MESSAGES.required,
    validate: (value) => isValidImei(normalizeImei(value)) || IMEI_MESSAGES.invalid,
  },
  // Where the phone can be seen: a division, then one of its districts (the official lists), then
  // optionally the area in the seller's words.
  division: { required: PLACE_MESSAGES.division },
  district: {
    required: PLACE_MESSAGES.district,
    validate: (value, values) => !values.division || isDistrictOf(value, values.division) || PLACE_MESSAGES.districtNotInDivision,
  },
  area: { maxLength: { value: AREA_MAX_LENGTH, message: PLACE_MESSAGES.areaTooLong } },
  description: { required: 'Enter your description', maxLength: { value: 2000, message: 'Description is too long' } },
  condition: {},
} satisfies { [K in keyof AddProductValues]: RegisterOptions<AddProductValues, K> };

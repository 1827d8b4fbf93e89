import type { Currency, DistrictId, DivisionId } from '@sellphones/contracts';
import type { CATEGORY_NAMES } from '@sellphones/contracts/schemas';

type CategoryName = (typeof CATEGORY_NAMES)[number];

/** The five brands of the spec, each with its artwork file and colours. */
export const SEED_CATEGORIES: ReadonlyArray<{
  name: CategoryName;
  brand: string;
  file: string;
  colour: string;
  accent: string;
}> = [
  { name: 'Oppo Phones', brand: 'OPPO', file: 'oppo-phones.svg', colour: '#1a8f6e', accent: '#d7f5ea' },
  { name: 'Xiaomi Phones', brand: 'Xiaomi', file: 'xiaomi-phones.svg', colour: '#e85d04', accent: '#ffe6d5' },
  { name: 'Realme Phones', brand: 'realme', file: 'realme-phones.svg', colour: '#b88a00', accent: '#fff4c2' },
  { name: 'Vivo Phones', brand: 'vivo', file: 'vivo-phones.svg', colour: '#3451e0', accent: '#dfe5ff' },
  { name: 'Samsung Phones', brand: 'SAMSUNG', file: 'samsung-phones.svg', colour: '#1428a0', accent: '#dde2f7' },
];

export const categoryImagePath = (file: string) => `/assets/categories/${file}`;

/** Reviews written for this product; the avatars are drawn from the name. */
export const SEED_REVIEWS: ReadonlyArray<{
  name: string;
  file: string;
  colour: string;
  location: string;
  text: string;
}> = [
  {
    name: 'Nusrat Jahan',
    file: 'nusrat-jahan.svg',
    colour: '#7c3aed',
    location: 'Dhanmondi, Dhaka',
    text: 'Sold my old Samsung in two days. The buyer met me near my office and the payment showed up at once.',
  },
  {
    name: 'Tanvir Ahmed',
    file: 'tanvir-ahmed.svg',
    colour: '#0f766e',
    location: 'Agrabad, Chattogram',
    text: 'I was nervous about buying a used phone, but the seller listed every scratch and the phone matched the photos.',
  },
  {
    name: 'Farhana Akter',
    file: 'farhana-akter.svg',
    colour: '#be123c',
    location: 'Zindabazar, Sylhet',
    text: 'Booking was simple: pick the phone, give a meeting place, pay by card. My Realme works like new.',
  },
  {
    name: 'Rakib Hasan',
    file: 'rakib-hasan.svg',
    colour: '#1d4ed8',
    location: 'Shaheb Bazar, Rajshahi',
    text: 'Listed three phones from my shop in an evening. Advertising one put it on the home page and it sold first.',
  },
  {
    name: 'Sadia Islam',
    file: 'sadia-islam.svg',
    colour: '#b45309',
    location: 'Khalishpur, Khulna',
    text: 'Good prices compared with the market, and I could see how many years each phone had been used.',
  },
];

export const reviewImagePath = (file: string) => `/assets/reviews/${file}`;

/** Phones the demo seller has listed, so the home and category pages are not empty. */
export const SEED_PRODUCTS: ReadonlyArray<{
  name: string;
  categoryName: CategoryName;
  file: string;
  colour: string;
  /** Original and resale price in each currency the site can be set to: realistic taka, the spec's dollars. */
  prices: Record<Currency, readonly [original: number, resale: number]>;
  condition: 'excellent' | 'Good' | 'Fair';
  usedYears: number;
  /** Where the phone can be seen, as a seller picks it on Add a Product. */
  place: { division: DivisionId; district: DistrictId; area: string };
  description: string;
  advertised: boolean;
}> = [
  { name: 'Samsung Galaxy S23', categoryName: 'Samsung Phones', file: 'samsung-galaxy-s23.svg', colour: '#64748b', prices: { BDT: [109999, 62000], USD: [799, 520] }, condition: 'excellent', usedYears: 1, place: { division: 'dhaka', district: 'dhaka', area: 'Gulshan' }, description: 'One owner, always in a case. Box and charger included.', advertised: true },
  { name: 'Samsung Galaxy A54', categoryName: 'Samsung Phones', file: 'samsung-galaxy-a54.svg', colour: '#a78bfa', prices: { BDT: [45999, 27500], USD: [449, 260] }, condition: 'Good', usedYears: 2, place: { division: 'dhaka', district: 'dhaka', area: 'Mirpur' }, description: 'Small scratch on the back; screen is perfect. Battery lasts a full day.', advertised: false },
  { name: 'Xiaomi Redmi Note 13', categoryName: 'Xiaomi Phones', file: 'xiaomi-redmi-note-13.svg', colour: '#22c55e', prices: { BDT: [22999, 15500], USD: [249, 165.5] }, condition: 'excellent', usedYears: 1, place: { division: 'dhaka', district: 'dhaka', area: 'Uttara' }, description: 'Barely used second phone. Comes with a screen protector fitted.', advertised: true },
  { name: 'Xiaomi 13T', categoryName: 'Xiaomi Phones', file: 'xiaomi-13t.svg', colour: '#0ea5e9', prices: { BDT: [59999, 39000], USD: [599, 390] }, condition: 'Good', usedYears: 2, place: { division: 'chattogram', district: 'chattogram', area: 'Agrabad' }, description: 'Fast charger included. Camera works very well at night.', advertised: false },
  { name: 'Realme 11 Pro', categoryName: 'Realme Phones', file: 'realme-11-pro.svg', colour: '#facc15', prices: { BDT: [35999, 23000], USD: [379, 240] }, condition: 'Good', usedYears: 1, place: { division: 'sylhet', district: 'sylhet', area: 'Zindabazar' }, description: 'Vegan leather back in good shape. No repairs ever.', advertised: true },
  { name: 'Realme C55', categoryName: 'Realme Phones', file: 'realme-c55.svg', colour: '#f97316', prices: { BDT: [18999, 9500], USD: [189, 95] }, condition: 'Fair', usedYears: 3, place: { division: 'khulna', district: 'khulna', area: 'Khalishpur' }, description: 'Works fine, visible wear on the corners. Good as a backup phone.', advertised: false },
  { name: 'Vivo V29', categoryName: 'Vivo Phones', file: 'vivo-v29.svg', colour: '#ec4899', prices: { BDT: [44999, 31000], USD: [429, 300] }, condition: 'excellent', usedYears: 1, place: { division: 'rajshahi', district: 'rajshahi', area: 'Shaheb Bazar' }, description: 'Like new, with the original box and receipt.', advertised: false },
  { name: 'Oppo Reno 10', categoryName: 'Oppo Phones', file: 'oppo-reno-10.svg', colour: '#14b8a6', prices: { BDT: [41990, 26500], USD: [399, 255] }, condition: 'Good', usedYears: 2, place: { division: 'dhaka', district: 'dhaka', area: 'Banani' }, description: 'Battery health 89%. Includes two cases.', advertised: true },
];

export const productImagePath = (file: string) => `/assets/products/${file}`;

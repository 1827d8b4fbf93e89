import { Type, type Static } from 'typebox';
import { Dollars, Id, PhoneNumber } from './common.ts';
import { Imei, ShownImei } from './imei.ts';
import { Area, District, Division, PlaceFilter } from './places.ts';
import { SellerRatingSummary } from './ratings.ts';
import { DESCRIPTION_MAX, MORE_PHOTOS_MAX, PRODUCT_NAME_MAX, USED_YEARS_MAX } from './choices-and-limits.ts';

export { CONDITIONS, SORTS } from '../listing-options.ts';
// Written out literally: a mapped array would lose the literal types (Static would be never).
export const Condition = Type.Union([
  Type.Literal('excellent'),
  Type.Literal('Good'),
  Type.Literal('Fair'),
]);

/**
 * The card's photo: `img` at most 480 px on its long side (a WebP), for cards on a phone's screen
 * and its data plan; `img` itself is for the photo viewer and the phone's page. A photo kept
 * elsewhere (imgbb) or the demo artwork has no smaller copy: then it is `img`.
 */
const CardPhoto = Type.String();

/** A card on the home page's Advertise Section: public, no contact details. */
export const AdvertisedProduct = Type.Object(
  {
    _id: Id,
    name: Type.String(),
    /** The card leads to its category's page, where the phone is booked. */
    categoryName: Type.String(),
    img: Type.String(),
    thumb: CardPhoto,
    /** Where the phone is: "Area, District, Division" (a listing from before places: its own words). */
    location: Type.String(),
    /** The listing's division and district; absent on a listing from before places that named none. */
    division: Type.Optional(Division),
    district: Type.Optional(District),
    area: Type.Optional(Type.String()),
    sellerName: Type.String(),
    /** The seller's ratings from completed orders. */
    sellerRating: Type.Optional(SellerRatingSummary),
    usedYear: Type.Integer(),
    originalPrice: Type.Number(),
    resalePrice: Type.Number(),
    timePosted: Type.String({ format: 'date-time' }),
    /** The last four digits only: the full IMEI is never public. */
    imei: Type.Optional(ShownImei),
  },
  { additionalProperties: false },
);
export const AdvertisedList = Type.Array(AdvertisedProduct);

/** A card on a category page. `phone` only reaches signed-in callers. */
export const ListedProduct = Type.Object(
  {
    _id: Id,
    name: Type.String(),
    categoryName: Type.String(),
    img: Type.String(),
    thumb: CardPhoto,
    originalPrice: Type.Number(),
    resalePrice: Type.Number(),
    /** How the seller says the phone is; absent when they did not say (it is not asked for). */
    condition: Type.Optional(Condition),
    usedYear: Type.Integer(),
    /** Where the phone is: "Area, District, Division" (a listing from before places: its own words). */
    location: Type.String(),
    /** The listing's division and district; absent on a listing from before places that named none. */
    division: Type.Optional(Division),
    district: Type.Optional(District),
    area: Type.Optional(Type.String()),
    description: Type.String(),
    sellerName: Type.String(),
    /** The seller's ratings from completed orders. */
    sellerRating: Type.Optional(SellerRatingSummary),
    /** True when the signed-in caller is the seller: the card hides Book Now. */
    isOwn: Type.Boolean(),
    phone: Type.Optional(Type.String()),
    timePosted: Type.String({ format: 'date-time' }),
    /**
     * Masked (last four digits) for the public; in full for its seller, a buyer with an open
     * booking of this phone, and admins.
     */
    imei: Type.Optional(ShownImei),
  },
  { additionalProperties: false },
);

export const Sort = Type.Union([
  Type.Literal('newest'),
  Type.Literal('price-asc'),
  Type.Literal('price-desc'),
]);
/** A phone's own page: its card's details with every photo, the cover first. */
export const PhonePage = Type.Object(
  {
    ...ListedProduct.properties,
    /** Every photo of the phone in the seller's order; the first is `img`, the cover. */
    photos: Type.Array(Type.String(), { minItems: 1, maxItems: 5 }),
    /** Each photo's thumbnail, in the same order: the row of small pictures under the cover. */
    photoThumbs: Type.Array(CardPhoto, { minItems: 1, maxItems: 5 }),
    /**
     * The cover at most 1080 px wide, for the page on a phone's screen (the full photo is for the
     * viewer and wide screens); `img` where it has no such copy.
     */
    coverMedium: Type.String(),
    /** When the seller's account was made: a buyer weighs a seller of years against one of a day. */
    sellerSince: Type.String({ format: 'date-time' }),
    /** Kept for a buyer who pays in cash at the meetup, until then: nobody else can book it meanwhile. */
    reservedUntil: Type.Optional(Type.String({ format: 'date-time' })),
    /** The caller's own unpaid booking of this phone, so the page offers to pay instead of Book Now. */
    yourBooking: Type.Optional(
      Type.Object(
        {
          _id: Type.String({ format: 'uuid' }),
          bookedAt: Type.String({ format: 'date-time' }),
          /** While the caller has it kept to pay in cash at the meetup. */
          reservedUntil: Type.Optional(Type.String({ format: 'date-time' })),
        },
        { additionalProperties: false },
      ),
    ),
    /** When the caller reported this listing to the admins: the page says so instead of offering the form again. */
    youReportedAt: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);
export const ListingQuery = Type.Object(
  {
    sort: Type.Optional(Sort),
    condition: Type.Optional(Condition),
    minPrice: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
    maxPrice: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    ...PlaceFilter.properties,
  },
  { additionalProperties: false },
);
/** Search's sorts: the category page's, and the closest names first (its default). */
export const SearchSort = Type.Union([Sort, Type.Literal('relevance')]);
/** Search across every brand: the words typed, with the category page's filters and pages. */
export const SearchQuery = Type.Object(
  {
    ...ListingQuery.properties,
    q: Type.String({ minLength: 1, maxLength: 60 }),
    sort: Type.Optional(SearchSort),
  },
  { additionalProperties: false },
);
export const CategoryParams = Type.Object(
  { cateName: Type.String({ minLength: 1, maxLength: 60 }) },
  { additionalProperties: false },
);
export const ListingPage = Type.Object(
  {
    products: Type.Array(ListedProduct),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    total: Type.Integer(),
  },
  { additionalProperties: false },
);


/** What a seller sends from the add-product form. The seller is the caller, never a field. */
export const NewProduct = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: PRODUCT_NAME_MAX }),
    /** The cover photo: shown on cards. */
    img: Type.String({ minLength: 1, maxLength: 500 }),
    /** Up to four more photos, in the order the phone's page shows them after the cover. */
    morePhotos: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: MORE_PHOTOS_MAX })),
    categoryName: Type.String({ minLength: 1, maxLength: 60 }),
    originalPrice: Dollars,
    resalePrice: Dollars,
    usedYear: Type.Integer({ minimum: 0, maximum: USED_YEARS_MAX }),
    phone: PhoneNumber,
    /** Where the phone can be seen: a division, a district of it, and optionally an area. */
    division: Division,
    district: District,
    area: Type.Optional(Area),
    description: Type.String({ minLength: 1, maxLength: DESCRIPTION_MAX }),
    condition: Type.Optional(Condition),
    /**
     * The handset's IMEI (dial *#06#): 15 digits with a valid check digit (isValidImei), unique
     * among listed phones. Every new listing names its handset (NEIR); listings from before IMEIs
     * were asked for keep working without one.
     */
    imei: Imei,
  },
  { additionalProperties: false },
);

/** A seller's new asking price for an unsold phone (PUT /product/:id/price). */
export const NewResalePrice = Type.Object({ resalePrice: Dollars }, { additionalProperties: false });
/** The asking price the phone now has. */
export const ResalePriceChanged = Type.Object({ resalePrice: Type.Number() }, { additionalProperties: false });

/**
 * What a seller can change of a phone still for sale (PUT /product/:id/details): how it is and
 * where it can be seen. The name, category, IMEI and photos are what buyers and the register
 * know it by, and stay as listed; the price has its own route.
 */
export const ListingDetails = Type.Object(
  {
    /** Absent: the seller does not say (nothing is shown rather than a condition never chosen). */
    condition: Type.Optional(Condition),
    usedYear: NewProduct.properties.usedYear,
    phone: PhoneNumber,
    division: Division,
    district: District,
    area: Type.Optional(Area),
    description: NewProduct.properties.description,
  },
  { additionalProperties: false },
);

/**
 * A phone's photos, as its seller arranges them later (PUT /product/:id/photos): the cover, then up
 * to four more; each one of the phone's photos now, or a new upload of the seller's.
 */
export const ListingPhotos = Type.Object(
  { img: NewProduct.properties.img, morePhotos: NewProduct.properties.morePhotos },
  { additionalProperties: false },
);

/** A row of My Products: the seller's own view. */
export const MyProduct = Type.Object(
  {
    _id: Id,
    name: Type.String(),
    categoryName: Type.String(),
    img: Type.String(),
    /** The photo's 192 px copy, what the row's 64 px picture shows; img where there is none. */
    thumb: Type.String(),
    originalPrice: Type.Number(),
    resalePrice: Type.Number(),
    /** Absent when the seller did not say. */
    condition: Type.Optional(Condition),
    usedYear: Type.Integer(),
    phone: Type.String(),
    /** Where the phone is: "Area, District, Division" (a listing from before places: its own words). */
    location: Type.String(),
    /** The listing's division and district; absent on a listing from before places that named none. */
    division: Type.Optional(Division),
    district: Type.Optional(District),
    area: Type.Optional(Type.String()),
    description: Type.String(),
    sellerEmail: Type.String(),
    sellerName: Type.String(),
    timePosted: Type.String({ format: 'date-time' }),
    sold: Type.Boolean(),
    advertised: Type.Boolean(),
    /** The seller's own listing: the IMEI in full. */
    imei: Type.Optional(ShownImei),
    /** Set while an admin has hidden the listing: nobody else sees it, and this says why. */
    hiddenReason: Type.Optional(Type.String()),
    hiddenAt: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);
export const MyProductList = Type.Array(MyProduct);

export type Condition = Static<typeof Condition>;
export type AdvertisedProduct = Static<typeof AdvertisedProduct>;
export type ListedProduct = Static<typeof ListedProduct>;
export type NewResalePrice = Static<typeof NewResalePrice>;
export type ListingDetails = Static<typeof ListingDetails>;
export type ListingPhotos = Static<typeof ListingPhotos>;
export type ResalePriceChanged = Static<typeof ResalePriceChanged>;
export type ListingQuery = Static<typeof ListingQuery>;
export type ListingPage = Static<typeof ListingPage>;
export type NewProduct = Static<typeof NewProduct>;

/**
 * Optional Idempotency-Key (a UUID made once per form submission): a repeat by the same seller answers
 * with the phone the first request listed, even if the body changed, instead of listing it again.
 * Other headers pass through, so this object allows additional properties.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const AddProductHeaders = Type.Object({
  [IDEMPOTENCY_KEY_HEADER]: Type.Optional(
    Type.String({ format: 'uuid' }),
  ),
});
export type MyProduct = Static<typeof MyProduct>;
export type Sort = Static<typeof Sort>;
export type SearchSort = Static<typeof SearchSort>;
export type PhonePage = Static<typeof PhonePage>;
export type SearchQuery = Static<typeof SearchQuery>;

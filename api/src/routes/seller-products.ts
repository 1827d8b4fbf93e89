import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BD_PHONE_MESSAGES, bdMobileE164, IMEI_MESSAGES, isDistrictOf, isValidImei, localBdMobile, PLACE_MESSAGES } from '@sellphones/contracts';
import { placeColumns, shownPlace } from '../catalogue/listing-place.ts';
import {
  Acknowledged,
  AddProductHeaders,
  Deleted,
  EmailParams,
  ErrorBody,
  IdParams,
  ListingDetails,
  ListingPhotos,
  MyProductList,
  NewProduct,
  NewResalePrice,
  OWN_LIST_DEFAULT_LIMIT,
  ResalePriceChanged,
  OwnListQuery,
  type MyProduct,
} from '@sellphones/contracts/schemas';
import { Type } from 'typebox';
import { changeListing, changeResalePrice, type ListingChangeRefusal } from '../db/listing-changes.repository.ts';
import { findCategoryByName } from '../db/listings.repository.ts';
import {
  advertiseAvailableProduct,
  deleteUnsoldProduct,
  findListedProduct,
  insertProductWithImei,
  listSellerProducts,
  type SellerProductRow,
} from '../db/seller-products.repository.ts';
import { findUserByEmail, type UserRow } from '../db/users.repository.ts';
import { writerSession } from '../auth/writer-session.ts';
import { toPublicSmallUrl, toPublicUrl } from '../http/public-url.ts';
import { OWN_READ } from '../http/request-log.ts';
import { resolveProductPhoto } from '../images/product-photo.ts';
import { storedNameOfPath } from '../images/stored-photo-name.ts';
import { showImei } from '../orders/shown-imei.ts';

const toCents = (dollars: number) => Math.round(dollars * 100);
const toDollars = (cents: number) => cents / 100;

const NOT_YOURS = 'You can only change your own phones.';
const NO_SUCH_PHONE = 'This phone does not exist or was deleted.';
/** The listing refusals a screen shows in the seller's language (refusal-codes.ts). */
export const LISTING_MESSAGES = {
  photoNotUploaded: 'Please select your photo again: it was not uploaded here.',
  resaleAboveOriginal: 'Resale price cannot be more than the original price',
  priceNotForSale: 'Only the price of a phone still for sale can be changed.',
  detailsNotForSale: 'Only the details of a phone still for sale can be changed.',
  beingPaid: 'A buyer is paying for this phone right now. Try again in 15 minutes.',
} as const;

/**
 * The earlier client sent the whole product plus proId when advertising; both are accepted and
 * ignored, since the product is named by the path and the caller by the token.
 */
const AdvertiseBody = Type.Union([
  Type.Object({ proId: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: true }),
  Type.Null(),
]);
const AdvertiseDone = Type.Object({ acknowledged: Type.Boolean() }, { additionalProperties: false });

/** A seller's own phones: add, list, delete, advertise, change the price, the details or the photos. */
const sellerProductRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config } = fastify;

  /** `seller`: the phone's seller (the caller, or the account an admin looked up). */
  function toMyProduct(row: SellerProductRow, seller: Pick<UserRow, 'name' | 'email'>): MyProduct {
    // The place first and what only some phones have set afterwards: a page makes one of these
    // per phone, and objects spread in after the first field are copied one field at a time.
    const product: MyProduct = {
      ...shownPlace(row),
      _id: row.id,
      name: row.name,
      categoryName: row.categoryName,
      img: toPublicUrl(config.publicUrl, row.imageUrl),
      thumb: toPublicSmallUrl(config.publicUrl, row.imageUrl),
      originalPrice: toDollars(row.originalPriceCents),
      resalePrice: toDollars(row.resalePriceCents),
      usedYear: row.usedYears,
      phone: localBdMobile(row.phone),
      description: row.description,
      sellerEmail: seller.email,
      sellerName: seller.name,
      timePosted: row.createdAt.toISOString(),
      sold: row.status === 'sold',
      advertised: row.advertisedAt !== null,
    };
    if (row.condition) product.condition = row.condition;
    const { imei } = showImei(row.imei, true);
    if (imei) product.imei = imei;
    if (row.status === 'hidden' && row.hiddenReason !== null && row.hiddenAt !== null) {
      product.hiddenReason = row.hiddenReason;
      product.hiddenAt = row.hiddenAt.toISOString();
    }
    return product;
  }

  fastify.post('/addProduct', {
    onRequest: [fastify.authenticate, fastify.requireRole('seller')],
    schema: {
      tags: ['products'],
      summary: 'List a phone for sale (the seller is the caller)',
      security: [{ apiToken: [] }],
      description: 'An Idempotency-Key header (UUID) makes a retry safe: the same seller repeating a key gets the first answer back, and no second phone is listed (a changed body under a used key is ignored).',
      headers: AddProductHeaders,
      body: NewProduct,
      response: { 200: Acknowledged, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
    },
  }, async (request) => {
    const body = request.body;
    if (!isValidImei(body.imei)) throw fastify.httpErrors.badRequest(IMEI_MESSAGES.invalid);
    const originalPriceCents = toCents(body.originalPrice);
    const resalePriceCents = toCents(body.resalePrice);
    if (resalePriceCents > originalPriceCents) {
      throw fastify.httpErrors.badRequest(LISTING_MESSAGES.resaleAboveOriginal);
    }
    const phone = bdMobileE164(body.phone);
    if (!phone) throw fastify.httpErrors.badRequest(BD_PHONE_MESSAGES.invalid);
    if (!isDistrictOf(body.district, body.division)) {
      throw fastify.httpErrors.badRequest(PLACE_MESSAGES.districtNotInDivision);
    }
    const category = await findCategoryByName(fastify.db, body.categoryName);
    if (!category) throw fastify.httpErrors.badRequest('Please select category name');
    const [imageUrl, ...moreImageUrls] = await storedPhotos(body, (img) => resolveProductPhoto(img, config, fastify.db, request.user.id));

    const outcome = await insertProductWithImei(fastify.db, writerSession(fastify, request), {
      categoryId: category.id,
      name: body.name.trim(),
      imageUrl,
      moreImageUrls,
      originalPriceCents,
      resalePriceCents,
      condition: body.condition ?? null,
      usedYears: body.usedYear,
      phone,
      ...placeColumns(body),
      description: body.description.trim(),
      imei: body.imei,
    }, request.headers['idempotency-key']);
    if (outcome.kind === 'imei-yours') throw fastify.httpErrors.conflict(IMEI_MESSAGES.listedByYou);
    if (outcome.kind === 'imei-taken') {
      request.log.warn({ sellerId: request.user.id }, 'listing refused: its IMEI is already listed (recorded for moderation)');
      throw fastify.httpErrors.conflict(IMEI_MESSAGES.alreadyListed);
    }
    const insertedId = outcome.id;
    request.log.info({ productId: insertedId }, 'product added');
    return { acknowledged: true, insertedId };
  });

  fastify.get('/myProduct/:email', {
    onRequest: fastify.authenticate,
    config: OWN_READ,
    schema: {
      tags: ['products'],
      summary: "A seller's own phones, sold ones included, newest first, a page at a time (admins: anyone's)",
      description: `page (from 1) and limit (default ${OWN_LIST_DEFAULT_LIMIT}, at most 100): a page shorter than the limit is the last.`,
      security: [{ apiToken: [] }],
      params: EmailParams,
      querystring: OwnListQuery,
      response: { 200: MyProductList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
  }, async (request) => {
    const caller = request.user;
    const email = request.params.email;
    const own = caller.email.toLowerCase() === email.toLowerCase();
    if (!own && caller.role !== 'admin') throw fastify.httpErrors.forbidden('You can only see your own products.');
    const seller = own ? caller : await findUserByEmail(fastify.db, email);
    if (!seller) return [];
    const { page = 1, limit = OWN_LIST_DEFAULT_LIMIT } = request.query;
    return (await listSellerProducts(fastify.db, seller.id, { page, limit })).map((row) => toMyProduct(row, seller));
  });

  fastify.delete('/product/:id', {
    onRequest: [fastify.authenticate, fastify.requireRole('seller', 'admin')],
    schema: {
      tags: ['products'],
      summary: 'Delete an unsold phone (its seller or an admin); its open bookings are cancelled, its photos deleted unless a booking shows them',
      security: [{ apiToken: [] }],
      params: IdParams,
      response: { 200: Deleted, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    },
  }, async (request) => {
    const product = await findListedProduct(fastify.db, request.params.id);
    if (!product) throw fastify.httpErrors.notFound(NO_SUCH_PHONE);
    if (request.user.role !== 'admin' && product.sellerId !== request.user.id) {
      throw fastify.httpErrors.forbidden(NOT_YOURS);
    }
    const outcome = await deleteUnsoldProduct(fastify.db, writerSession(fastify, request), product.id);
    if (outcome === 'sold') {
      throw fastify.httpErrors.conflict('A sold phone stays in the order history and cannot be deleted');
    }
    if (outcome === 'hidden') {
      throw fastify.httpErrors.conflict('A listing hidden by our team stays on record and cannot be deleted. See why in My Products.');
    }
    if (outcome === 'missing') throw fastify.httpErrors.notFound(NO_SUCH_PHONE);
    request.log.info({ productId: product.id }, 'product deleted');
    return { deletedCount: 1 };
  });

  fastify.put('/advertise/:id', {
    onRequest: [fastify.authenticate, fastify.requireRole('seller')],
    schema: {
      tags: ['products'],
      summary: 'Show an unsold phone in the Advertise Section of the home page (its seller)',
      security: [{ apiToken: [] }],
      params: IdParams,
      body: AdvertiseBody,
      response: { 200: AdvertiseDone, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    },
  }, async (request) => {
    const product = await findListedProduct(fastify.db, request.params.id);
    if (!product) throw fastify.httpErrors.notFound(NO_SUCH_PHONE);
    if (product.sellerId !== request.user.id) throw fastify.httpErrors.forbidden(NOT_YOURS);
    if (product.status !== 'available' || !(await advertiseAvailableProduct(fastify.db, writerSession(fastify, request), product.id))) {
      throw fastify.httpErrors.conflict('Only an unsold phone can be advertised.');
    }
    return { acknowledged: true };
  });

  fastify.put('/product/:id/price', {
    onRequest: [fastify.authenticate, fastify.requireRole('seller')],
    schema: {
      tags: ['products'],
      summary: "Change the asking price of a phone still for sale (its seller)",
      description:
        'At most the original price. Its unpaid bookings come down with it, never up. ' +
        'Refused (409) while a buyer is paying for it, and for a sold or hidden phone.',
      security: [{ apiToken: [] }],
      params: IdParams,
      body: NewResalePrice,
      response: { 200: ResalePriceChanged, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    },
  }, async (request) => {
    const product = await findListedProduct(fastify.db, request.params.id);
    if (!product) throw fastify.httpErrors.notFound(NO_SUCH_PHONE);
    if (product.sellerId !== request.user.id) throw fastify.httpErrors.forbidden(NOT_YOURS);
    const resalePriceCents = toCents(request.body.resalePrice);
    const outcome = await changeResalePrice(fastify.db, writerSession(fastify, request), product.id, resalePriceCents);
    if (outcome === 'above-original') throw fastify.httpErrors.badRequest(LISTING_MESSAGES.resaleAboveOriginal);
    if (outcome !== 'changed') throw refusedChange(outcome, LISTING_MESSAGES.priceNotForSale);
    request.log.info({ productId: product.id }, 'asking price changed');
    return { resalePrice: toDollars(resalePriceCents) };
  });

  fastify.put('/product/:id/details', {
    onRequest: [fastify.authenticate, fastify.requireRole('seller')],
    schema: {
      tags: ['products'],
      summary: 'Change how a phone still for sale is and where it can be seen (its seller)',
      description:
        'Condition, years used, the number to call, the place and the description; the name, category, IMEI ' +
        'and photos stay as listed. Refused (409) while a buyer is paying for it, and for a sold or hidden phone.',
      security: [{ apiToken: [] }],
      params: IdParams,
      body: ListingDetails,
      response: { 200: ListingDetails, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    },
  }, async (request) => {
    const { body } = request;
    const phone = bdMobileE164(body.phone);
    if (!phone) throw fastify.httpErrors.badRequest(BD_PHONE_MESSAGES.invalid);
    if (!isDistrictOf(body.district, body.division)) {
      throw fastify.httpErrors.badRequest(PLACE_MESSAGES.districtNotInDivision);
    }
    const product = await findListedProduct(fastify.db, request.params.id);
    if (!product) throw fastify.httpErrors.notFound(NO_SUCH_PHONE);
    if (product.sellerId !== request.user.id) throw fastify.httpErrors.forbidden(NOT_YOURS);
    const place = placeColumns(body);
    const outcome = await changeListing(fastify.db, writerSession(fastify, request), product.id, {
      condition: body.condition ?? null,
      usedYears: body.usedYear,
      phone,
      ...place,
      description: body.description.trim(),
    });
    if (outcome !== 'changed') throw refusedChange(outcome, LISTING_MESSAGES.detailsNotForSale);
    request.log.info({ productId: product.id }, 'listing details changed');
    return {
      ...(body.condition ? { condition: body.condition } : {}),
      usedYear: body.usedYear,
      phone: localBdMobile(phone),
      division: body.division,
      district: body.district,
      ...(place.area ? { area: place.area } : {}),
      description: body.description.trim(),
    };
  });

  fastify.put('/product/:id/photos', {
    onRequest: [fastify.authenticate, fastify.requireRole('seller')],
    schema: {
      tags: ['products'],
      summary: 'Rearrange, remove or add the photos of a phone still for sale (its seller)',
      description:
        'The cover, then up to four more: each one of the phone\'s photos now (its address as the API gives it) or a ' +
        'photo the seller uploaded (POST /images). Refused (409) while a buyer is paying for it, and for a sold or hidden phone.',
      security: [{ apiToken: [] }],
      params: IdParams,
      body: ListingPhotos,
      response: { 200: ListingPhotos, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    },
  }, async (request) => {
    const product = await findListedProduct(fastify.db, request.params.id);
    if (!product) throw fastify.httpErrors.notFound(NO_SUCH_PHONE);
    if (product.sellerId !== request.user.id) throw fastify.httpErrors.forbidden(NOT_YOURS);
    // The phone's own photos by the address its answers give; anything else must be the seller's upload.
    const current = new Map([product.imageUrl, ...product.moreImageUrls].map((stored) => [toPublicUrl(config.publicUrl, stored), stored]));
    const photoUrls = await storedPhotos(
      request.body,
      async (img) => current.get(img) ?? (await resolveProductPhoto(img, config, fastify.db, request.user.id)),
    );
    const [imageUrl, ...moreImageUrls] = photoUrls;
    const takenOff = [...current.values()].filter((stored) => !photoUrls.includes(stored)).map(storedNameOfPath);
    const outcome = await changeListing(
      fastify.db,
      writerSession(fastify, request),
      product.id,
      { imageUrl, moreImageUrls },
      takenOff.filter((name) => name !== null),
    );
    if (outcome !== 'changed') throw refusedChange(outcome, LISTING_MESSAGES.detailsNotForSale);
    request.log.info({ productId: product.id, photos: photoUrls.length }, 'listing photos changed');
    const [img, ...morePhotos] = photoUrls.map((stored) => toPublicUrl(config.publicUrl, stored));
    return { img: img!, ...(morePhotos.length > 0 ? { morePhotos } : {}) };
  });

  /**
   * A listing's photos as stored, the cover first, then the others; a photo sent twice is kept
   * once. Each must resolve to a stored photo, or the listing is refused.
   */
  async function storedPhotos(
    sent: { img: string; morePhotos?: string[] },
    resolve: (img: string) => Promise<string | null>,
  ): Promise<[string, ...string[]]> {
    const stored: string[] = [];
    for (const img of new Set([sent.img, ...(sent.morePhotos ?? [])])) {
      const photo = await resolve(img);
      if (!photo) throw fastify.httpErrors.badRequest(LISTING_MESSAGES.photoNotUploaded);
      stored.push(photo);
    }
    return stored as [string, ...string[]];
  }

  /** A change the phone's state refused: gone, no longer for sale, or being paid for. */
  function refusedChange(refusal: ListingChangeRefusal, notForSale: string) {
    if (refusal === 'missing') return fastify.httpErrors.notFound(NO_SUCH_PHONE);
    return fastify.httpErrors.conflict(refusal === 'being-paid' ? LISTING_MESSAGES.beingPaid : notForSale);
  }
};

export default sellerProductRoutes;

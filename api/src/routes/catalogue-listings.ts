import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isDistrictOf, localBdMobile, PLACE_MESSAGES } from '@sellphones/contracts';
import {
  AdvertisedList,
  CategoryParams,
  ErrorBody,
  IdParams,
  ListedProduct,
  ListingPage,
  ListingQuery,
  PhonePage,
  SearchQuery,
  type AdvertisedProduct,
} from '@sellphones/contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { shownPlace } from '../catalogue/listing-place.ts';
import {
  findPhonePage,
  listAdvertised,
  type CategoryPage,
  type ListingNarrowing,
  type ListingRow,
  type PhonePageRow,
} from '../db/listings.repository.ts';
import { findUnpaidBookingOf } from '../db/bookings.repository.ts';
import { findReportOf } from '../db/moderation.repository.ts';
import { searchPhones, searchWords } from '../db/phone-search.repository.ts';
import { addVary, sendJsonAnswer, sendSerialized, toJsonAnswer } from '../http/json-answer.ts';
import { toPublicMediumUrl, toPublicThumbnailUrl, toPublicUrl } from '../http/public-url.ts';
import { perAddress } from '../http/rate-limits.ts';
import { PUBLIC_READ } from '../http/request-log.ts';
import { showImei } from '../orders/shown-imei.ts';

/** A seller's standing as cards show it. */
function sellerRatingOf(row: ListingRow) {
  return { sellerRating: { average: row.sellerRatingAverage, count: row.sellerRatingCount } };
}

export const LISTING_PAGE_SIZE = 12;

/** A phone's page for an id that never was a phone. */
export const PHONE_NOT_FOUND = 'There is no phone at this address.';
/** A phone's page once it is sold, deleted or hidden: the shared link still says what happened. */
export const PHONE_NO_LONGER_FOR_SALE = 'This phone is no longer for sale.';


/** A signed-in caller who sells none of a page's phones: what the page shows every such caller. */
const SOME_BUYER = { id: '', role: 'buyer' };

/**
 * A string kept and joined into many answers, copied flat once: a serializer builds its output by
 * concatenation, a chain of pieces that every later join and socket write would walk again.
 */
const flatCopy = (built: string) => Buffer.from(built, 'utf8').toString('utf8');

/** The card's schema, one object: Fastify compiles its serializer once per route and schema. */
const CARD_SCHEMA = ListedProduct as unknown as Record<string, unknown>;

const toCents = (dollars: number) => Math.round(dollars * 100);
const toDollars = (cents: number) => cents / 100;

/** The public catalogue: the home page's advertised phones and the category pages. */
const catalogueListingRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const publicUrl = fastify.config.publicUrl;

  fastify.get('/advertise', {
    config: PUBLIC_READ,
    schema: {
      tags: ['catalogue'],
      summary: 'Advertised phones that are still for sale, newest first',
      response: { 200: AdvertisedList, 503: ErrorBody },
    },
  }, async (request, reply) => {
    const answer = await fastify.catalogue.publicAnswer('/advertise', async () => {
      const rows = await listAdvertised(fastify.db);
      const advertised: AdvertisedProduct[] = rows.map((row) => ({
        _id: row.id,
        name: row.name,
        categoryName: row.categoryName,
        img: toPublicUrl(publicUrl, row.imageUrl),
        thumb: toPublicThumbnailUrl(publicUrl, row.imageUrl),
        ...shownPlace(row),
        sellerName: row.sellerName,
        ...sellerRatingOf(row),
        usedYear: row.usedYears,
        originalPrice: toDollars(row.originalPriceCents),
        resalePrice: toDollars(row.resalePriceCents),
        timePosted: row.createdAt.toISOString(),
        ...showImei(row.imei, false),
      }));
      // Revalidated on every view (a cheap 304 through the ETag): a seller who just advertised a
      // phone, or a buyer who just bought one, must see the home page change at once.
      return toJsonAnswer(reply, advertised, { cacheControl: 'public, no-cache' });
    });
    return sendJsonAnswer(request, reply, answer);
  });

  /**
   * Optional sign-in: no Authorization header means an anonymous visitor; a header that is
   * there must be a valid API token (a 401 lets the shell refresh it and retry).
   */
  async function authenticateIfPresent(request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.authorization) await fastify.authenticate(request, reply);
  }

  fastify.get('/products/:cateName', {
    onRequest: authenticateIfPresent,
    config: PUBLIC_READ,
    schema: {
      tags: ['catalogue'],
      summary: "One page of a category's phones that are for sale",
      description: "Seller phone numbers and `isOwn` only for signed-in callers.",
      security: [{}, { apiToken: [] }],
      params: CategoryParams,
      querystring: ListingQuery,
      response: { 200: ListingPage, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 503: ErrorBody },
    },
  }, async (request, reply) => {
    const { sort = 'newest', page = 1 } = request.query;
    const query = {
      categoryName: request.params.cateName,
      sort,
      ...narrowingOf(request.query),
      page,
      pageSize: LISTING_PAGE_SIZE,
    };
    const readPage = async () => {
      const found = await fastify.catalogue.categoryPage(query);
      if (!found) throw fastify.httpErrors.notFound('No such category');
      return found;
    };

    if (request.headers.authorization) {
      const caller = request.user;
      // Carries phone numbers: never stored by a shared cache or the browser.
      addVary(reply, 'authorization');
      reply.header('cache-control', 'private, no-store');
      const found = await readPage();
      // The phone's seller sees their own card (isOwn, the whole IMEI), an admin every IMEI.
      if (caller.role === 'admin' || found.rows.some((row) => row.sellerId === caller.id)) {
        return toListingPage(found, page, caller);
      }
      // Everyone else who is signed in sees the same cards: each is serialized once per row.
      const serializeCard = reply.compileSerializationSchema(CARD_SCHEMA);
      const cards = found.rows.map((row) => buyerCardOf(row, serializeCard)).join(',');
      return sendSerialized(reply, `{"products":[${cards}],"page":${page},"pageSize":${LISTING_PAGE_SIZE},"total":${found.total}}`);
    }
    const answer = await fastify.catalogue.publicAnswer(request.url, async () =>
      toJsonAnswer(reply, toListingPage(await readPage(), page, undefined), {
        cacheControl: 'public, max-age=30',
        varyOn: 'authorization',
      }),
    );
    return sendJsonAnswer(request, reply, answer);
  });

  /** The filters a category page and search share, in the database's units. */
  function narrowingOf({
    condition,
    minPrice,
    maxPrice,
    division,
    district,
  }: Pick<ListingQuery, 'condition' | 'minPrice' | 'maxPrice' | 'division' | 'district'>): ListingNarrowing {
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      throw fastify.httpErrors.badRequest('The lowest price must not be above the highest price.');
    }
    if (division && district && !isDistrictOf(district, division)) {
      throw fastify.httpErrors.badRequest(PLACE_MESSAGES.districtNotInDivision);
    }
    return {
      condition,
      minPriceCents: minPrice === undefined ? undefined : toCents(minPrice),
      maxPriceCents: maxPrice === undefined ? undefined : toCents(maxPrice),
      division,
      district,
    };
  }

  fastify.get('/search', {
    onRequest: authenticateIfPresent,
    // A search is sent on Enter, not per key: the limit (SEARCH_RATE_LIMIT_PER_MINUTE, 120) is far
    // above a person typing and paging, and stops one address making the database match all day.
    config: { ...PUBLIC_READ, rateLimit: perAddress(fastify.config.searchRateLimitPerMinute) },
    schema: {
      tags: ['catalogue'],
      summary: 'One page of the phones for sale, across every brand, whose names are close to the words typed',
      description:
        'Tolerant of spacing and small typos ("redmi note13", "samsng"). Closest names first unless sorted. ' +
        'Seller phone numbers and `isOwn` only for signed-in callers.',
      security: [{}, { apiToken: [] }],
      querystring: SearchQuery,
      response: { 200: ListingPage, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody, 503: ErrorBody },
    },
  }, async (request, reply) => {
    const { q, sort = 'relevance', page = 1 } = request.query;
    if (searchWords(q) === '') throw fastify.httpErrors.badRequest('Type the model you are looking for.');
    const read = async () =>
      searchPhones(fastify.db, { words: q, sort, ...narrowingOf(request.query), page, pageSize: LISTING_PAGE_SIZE });

    if (request.headers.authorization) {
      const body = toListingPage(await read(), page, request.user);
      // Carries phone numbers: never stored by a shared cache or the browser.
      addVary(reply, 'authorization');
      reply.header('cache-control', 'private, no-store');
      return body;
    }
    const answer = await fastify.catalogue.publicAnswer(request.url, async () =>
      toJsonAnswer(reply, toListingPage(await read(), page, undefined), {
        cacheControl: 'public, max-age=30',
        varyOn: 'authorization',
      }),
    );
    return sendJsonAnswer(request, reply, answer);
  });

  const toYourBooking = (booking: { id: string; bookedAt: Date; reservedUntil: Date | null }): NonNullable<PhonePage['yourBooking']> => ({
    _id: booking.id,
    bookedAt: booking.bookedAt.toISOString(),
    ...(booking.reservedUntil ? { reservedUntil: booking.reservedUntil.toISOString() } : {}),
  });

  fastify.get('/phones/:id', {
    onRequest: authenticateIfPresent,
    config: PUBLIC_READ,
    schema: {
      tags: ['catalogue'],
      summary: "One phone's page: every detail and every photo",
      description:
        'A sold, deleted or hidden phone answers 410 (no longer for sale); an unknown id 404. ' +
        "The seller's phone number, `isOwn`, `yourBooking` (the caller's unpaid booking of it) and `youReportedAt` only for signed-in callers.",
      security: [{}, { apiToken: [] }],
      params: IdParams,
      response: { 200: PhonePage, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 410: ErrorBody, 503: ErrorBody },
    },
  }, async (request, reply) => {
    const read = async (): Promise<PhonePageRow> => {
      const row = await findPhonePage(fastify.db, request.params.id);
      if (!row) throw fastify.httpErrors.notFound(PHONE_NOT_FOUND);
      if (!row.forSale) throw fastify.httpErrors.gone(PHONE_NO_LONGER_FOR_SALE);
      return row;
    };
    const toPhonePage = (row: PhonePageRow, caller: { id: string; role: string } | undefined): PhonePage => {
      const listed = toListedProduct(row, caller);
      return {
        ...listed,
        photos: [listed.img, ...row.moreImageUrls.map((url) => toPublicUrl(publicUrl, url))],
        photoThumbs: [listed.thumb, ...row.moreImageUrls.map((url) => toPublicThumbnailUrl(publicUrl, url))],
        coverMedium: toPublicMediumUrl(publicUrl, row.imageUrl),
        sellerSince: row.sellerSince.toISOString(),
        // Signed in only: the visitors' answer is kept until the catalogue changes, and a hold is no such change.
        ...(caller && row.reservedUntil ? { reservedUntil: row.reservedUntil.toISOString() } : {}),
      };
    };

    if (request.headers.authorization) {
      const [row, yourBooking, youReportedAt] = await Promise.all([
        read(),
        findUnpaidBookingOf(fastify.db, request.params.id, request.user.id),
        findReportOf(fastify.db, request.params.id, request.user.id),
      ]);
      const body: PhonePage = {
        ...toPhonePage(row, request.user),
        // Their own open booking: the whole IMEI too, to check with NEIR before paying (as on the payment page).
        ...(yourBooking ? { yourBooking: toYourBooking(yourBooking), ...showImei(row.imei, true) } : {}),
        ...(youReportedAt ? { youReportedAt: youReportedAt.toISOString() } : {}),
      };
      addVary(reply, 'authorization');
      reply.header('cache-control', 'private, no-store');
      return body;
    }
    const answer = await fastify.catalogue.publicAnswer(request.url, async () =>
      toJsonAnswer(reply, toPhonePage(await read(), undefined), {
        // Revalidated on every view: a phone sold a moment ago must not still offer Book Now.
        cacheControl: 'public, no-cache',
        varyOn: 'authorization',
      }),
    );
    return sendJsonAnswer(request, reply, answer);
  });

  function toListingPage({ rows, total }: CategoryPage, page: number, caller: { id: string; role: string } | undefined) {
    const products = rows.map((row) => toListedProduct(row, caller));
    return { products, page, pageSize: LISTING_PAGE_SIZE, total };
  }

  /**
   * A row's card as every signed-in caller who does not sell the phone sees it, serialized once
   * through the card's schema: a shelf's rows are read by many callers until the catalogue
   * changes, so a signed-in page is a dozen of these joined, whoever asks.
   */
  const buyerCards = new WeakMap<ListingRow, string>();
  function buyerCardOf(row: ListingRow, serializeCard: (card: ListedProduct) => string): string {
    let card = buyerCards.get(row);
    if (card === undefined) {
      card = flatCopy(serializeCard(toListedProduct(row, SOME_BUYER)));
      buyerCards.set(row, card);
    }
    return card;
  }

  /**
   * The seller's phone number only for signed-in callers; the whole IMEI only for the phone's
   * seller and admins, everyone else sees the last four digits.
   */
  function toListedProduct(row: ListingRow, caller: { id: string; role: string } | undefined): ListedProduct {
    const isOwn = caller !== undefined && row.sellerId === caller.id;
    return {
      _id: row.id,
      name: row.name,
      categoryName: row.categoryName,
      img: toPublicUrl(publicUrl, row.imageUrl),
      thumb: toPublicThumbnailUrl(publicUrl, row.imageUrl),
      originalPrice: toDollars(row.originalPriceCents),
      resalePrice: toDollars(row.resalePriceCents),
      ...(row.condition ? { condition: row.condition } : {}),
      usedYear: row.usedYears,
      ...shownPlace(row),
      description: row.description,
      sellerName: row.sellerName,
      ...sellerRatingOf(row),
      timePosted: row.createdAt.toISOString(),
      isOwn,
      ...showImei(row.imei, isOwn || caller?.role === 'admin'),
      ...(caller ? { phone: localBdMobile(row.phone) } : {}),
    };
  }
};

export default catalogueListingRoutes;

// What the bench's users do, route by route: each request of a run is another user, page, sort or
// phone, as in real traffic, so no run measures one cached answer replayed.
import { OWN_LIST_PAGE_SIZE } from '../../contracts/src/own-list-pages.ts';
import { bearerFor } from './api-tokens.mjs';

const PAGE_SIZE = 12;
const SORTS = ['newest', 'price-asc', 'price-desc'];
const CONDITIONS = ['excellent', 'Good', 'Fair'];
const JSON_BODY = { 'content-type': 'application/json' };
/** How often the catalogue changes in the run that browses while sellers advertise. */
const CATALOGUE_CHANGE_MS = 1_000;

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const between = (low, high) => low + Math.floor(Math.random() * (high - low + 1));

/** Cycles through `people`, each with the Authorization header of their own session. */
function sessions(people) {
  const signed = people.map((person) => ({ ...person, authorization: bearerFor(person) }));
  let next = 0;
  return () => signed[next++ % signed.length];
}

/** The last page of a category of `phones` phones for sale. */
const lastPageOf = (phones) => Math.max(1, Math.ceil(phones / PAGE_SIZE));

/**
 * A category page as people browse it: any category and sort; a quarter of the reads with a
 * condition or price filter, on their first pages; of the others, half on the first three pages,
 * half anywhere down to the last page.
 */
export function variedListingPath(categories) {
  const { name, phones } = pick(categories);
  const params = new URLSearchParams({ sort: pick(SORTS) });
  const filter = Math.random();
  if (filter < 0.15) params.set('condition', pick(CONDITIONS));
  else if (filter < 0.25) {
    params.set('minPrice', String(between(2, 5) * 100));
    params.set('maxPrice', String(between(6, 10) * 100));
  }
  const lastPage = lastPageOf(phones);
  const deep = filter >= 0.25 && Math.random() < 0.5;
  params.set('page', String(deep ? between(1, lastPage) : between(1, Math.min(3, lastPage))));
  return `/products/${encodeURIComponent(name)}?${params}`;
}

/**
 * Every page of every category in every sort, unfiltered, once: what an instance that has been
 * serving for a while has already answered (the runs read any of them, down to the last page).
 */
export function everyListingPath(categories) {
  const paths = [];
  for (const { name, phones } of categories) {
    for (const sort of SORTS) {
      for (let page = 1; page <= lastPageOf(phones); page++) {
        paths.push(`/products/${encodeURIComponent(name)}?${new URLSearchParams({ sort, page: String(page) })}`);
      }
    }
  }
  return paths;
}

/** One page of My Orders or My Products as the screens ask: the first, or one "Show more" later. */
const ownListQuery = () => `?page=${Math.random() < 0.8 ? 1 : 2}&limit=${OWN_LIST_PAGE_SIZE}`;

/**
 * The runs against the API. `kind`: 'listing' (the targets of the listing), 'home' (the home
 * page's reads), 'own' (a person's own lists: p99 target), 'write' (zero 5xx and a p99 target);
 * writes are not warmed up twice.
 */
export function userTraffic(population) {
  const readers = sessions(population.readers);
  const sellers = sessions(population.sellers);
  const admin = sessions(population.admins);
  const bookers = sessions(population.bookers);
  const anyone = sessions([...population.readers, ...population.bookers]);
  // The payment flow sells phones from the end of the list; bookings take the rest. Many buyers
  // may book the same phone (one open booking per buyer and phone).
  const phonesToBook = population.bookable.slice(0, -paymentFlowPhones(population));
  let booked = 0;
  // Sellers advertising their phones: each is a change to what the catalogue shows.
  const sellerAuthorization = new Map(population.sellers.map((seller) => [seller.id, bearerFor(seller)]));
  let advertised = 0;
  let lastChange = 0;

  return [
    {
      label: 'visitor, GET /products/Oppo%20Phones (page 1)',
      next: () => ({ path: '/products/Oppo%20Phones' }),
    },
    {
      label: 'signed in, varied category / page / sort / filter',
      kind: 'listing',
      next: () => ({ path: variedListingPath(population.categories), headers: { authorization: anyone().authorization } }),
    },
    {
      // The catalogue changes while people browse: a phone is listed, edited, advertised or sold.
      label: 'signed in, varied listing while a seller advertises a phone each second',
      next: () => {
        const now = Date.now();
        if (now - lastChange < CATALOGUE_CHANGE_MS) {
          return { path: variedListingPath(population.categories), headers: { authorization: anyone().authorization } };
        }
        lastChange = now;
        const phone = population.advertisable[advertised++ % population.advertisable.length];
        return { method: 'PUT', path: `/advertise/${phone.id}`, headers: { authorization: sellerAuthorization.get(phone.sellerId) } };
      },
    },
    {
      label: "home page's reads (/advertise, /categories, /reviews)",
      kind: 'home',
      next: () => ({ path: pick(['/advertise', '/categories', '/reviews']), headers: { authorization: anyone().authorization } }),
    },
    {
      label: 'My Orders, GET /bookedProduct/:email',
      kind: 'own',
      next: () => {
        const reader = readers();
        return { path: `/bookedProduct/${encodeURIComponent(reader.email)}${ownListQuery()}`, headers: { authorization: reader.authorization } };
      },
    },
    {
      label: 'My Products, GET /myProduct/:email',
      kind: 'own',
      next: () => {
        const seller = sellers();
        return { path: `/myProduct/${encodeURIComponent(seller.email)}${ownListQuery()}`, headers: { authorization: seller.authorization } };
      },
    },
    {
      label: 'admin lists, GET /allBuyers and /allSellers (pages, search)',
      kind: 'own',
      next: () => {
        const list = Math.random() < 0.7 ? '/allBuyers' : '/allSellers';
        const query = Math.random() < 0.2 ? `search=bench.reader.${between(0, 99)}` : `page=${between(1, list === '/allBuyers' ? 100 : 10)}`;
        return { path: `${list}?${query}`, headers: { authorization: admin().authorization } };
      },
    },
    {
      label: 'booking writes, POST /bookedProduct (many buyers)',
      kind: 'write',
      next: () => {
        const productId = phonesToBook[booked++ % phonesToBook.length];
        return {
          method: 'POST',
          path: '/bookedProduct',
          headers: { ...JSON_BODY, authorization: bookers().authorization },
          body: JSON.stringify({ productId, phone: '01711111111', meetingLocation: 'Dhanmondi 27' }),
        };
      },
    },
  ];
}

/** How many phones, from the end of the bookable ones, the payment flow sells: one per flow. */
export const paymentFlowPhones = (population) => Math.min(5_000, Math.floor(population.bookable.length / 3));

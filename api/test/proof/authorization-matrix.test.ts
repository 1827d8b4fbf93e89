import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../src/db/users.repository.ts';
import { bearer } from '../helper.ts';
import { multipartForm } from '../images/multipart-form.ts';
import { BkashStandIn } from '../../bkash-standin/server.ts';
import { bkashConfigFor } from '../payments/bkash-wallet.ts';
import { eq, sql } from 'drizzle-orm';
import { bookings, products, sellerRatings } from '../../src/db/schema.ts';
import { paidOrder } from '../orders/paid-order-fixtures.ts';
import { bookPhone } from '../payments/phone-sale-fixtures.ts';
import { tamper } from '../support/forged-tokens.ts';
import { createCast, PERSONAS, smallJpeg, type Cast, type Persona } from '../support/proof-cast.ts';
import { buildRecordingApp, routeKey, type RecordingApp } from '../support/route-recording-app.ts';
import { validImei } from '../orders/paid-order-fixtures.ts';

// Every route of the app x every kind of caller, with the status each must get. A route the app
// has and this table does not is a failure: a new route must say who may call it.

/** Which token a route reads: the API token, the Firebase ID token, or none (public). */
type TokenKind = 'api' | 'firebase' | 'none';

/** Statuses in PERSONAS order: anonymous, buyer, otherBuyer, owningSeller, otherSeller, admin, deletedUser, expiredToken. */
type Row = [number, number, number, number, number, number, number, number];

interface Cell {
  token: TokenKind;
  expected: Row;
  request(persona: Persona, fixtures: Fixtures): Promise<InjectOptions> | InjectOptions;
}

interface Fixtures extends Cast {
  /** One unsold phone per persona, so a delete that wrongly succeeds cannot hide the next cell. */
  phoneFor: Record<Persona, string>;
  /** One account per persona for the admin's delete, for the same reason. */
  accountFor: Record<Persona, string>;
  /** A phone nobody has booked yet: both buyers may book it once. */
  bookableProductId: string;
  /** The buyer's own unpaid booking of a phone of its own, for the cancel row (the cast's booking stays open). */
  cancellableBookingId: string;
  /** Paid orders of the buyer from the owning seller, each at the stage its step needs. */
  orders: Record<'handedOver' | 'disputed' | 'completed' | 'beingDisputed', string>;
  /** A completed order's rating with a comment, for the admins' removal. */
  ratingId: string;
  /** Phones of the owning seller for the admins' hide (for sale) and restore (hidden). */
  hideableProductId: string;
  /** A phone of the owning seller nobody books, for its new price and details. */
  repricableProductId: string;
  hiddenProductId: string;
  /** A phone of the owning seller the buyer reported, for the admins' dismissal of its reports. */
  reportedProductId: string;
  /** The buyer's bookings of the owning seller's phones: one to reserve for cash, one reserved already for the seller's cash sale. */
  cashBookingId: string;
  reservedBookingId: string;
}

const PUBLIC: Row = [200, 200, 200, 200, 200, 200, 200, 200];
const SIGNED_IN: Row = [401, 200, 200, 200, 200, 200, 401, 401];
const ADMIN_ONLY: Row = [401, 403, 403, 403, 403, 200, 401, 401];

const enc = encodeURIComponent;

const MATRIX: Record<string, Cell> = {
  // The platform's own routes: CORS preflight and the API documentation.
  'OPTIONS *': {
    token: 'none',
    expected: [204, 204, 204, 204, 204, 204, 204, 204],
    request: () => ({
      method: 'OPTIONS',
      url: '/categories',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    }),
  },
  'GET /docs': { token: 'none', expected: PUBLIC, request: () => ({ method: 'GET', url: '/docs' }) },
  // Swagger UI sends its old index path on to /docs.
  'GET /docs/static/index.html': {
    token: 'none',
    expected: [302, 302, 302, 302, 302, 302, 302, 302],
    request: () => ({ method: 'GET', url: '/docs/static/index.html' }),
  },
  'GET /docs/static/swagger-initializer.js': {
    token: 'none',
    expected: PUBLIC,
    request: () => ({ method: 'GET', url: '/docs/static/swagger-initializer.js' }),
  },
  'GET /docs/json': { token: 'none', expected: PUBLIC, request: () => ({ method: 'GET', url: '/docs/json' }) },
  'GET /docs/yaml': { token: 'none', expected: PUBLIC, request: () => ({ method: 'GET', url: '/docs/yaml' }) },
  'GET /docs/static/*': { token: 'none', expected: PUBLIC, request: () => ({ method: 'GET', url: '/docs/static/swagger-ui.css' }) },

  // Public catalogue.
  'GET /health': { token: 'none', expected: PUBLIC, request: () => ({ method: 'GET', url: '/health' }) },
  'GET /ready': { token: 'none', expected: PUBLIC, request: () => ({ method: 'GET', url: '/ready' }) },
  'GET /categories': { token: 'none', expected: PUBLIC, request: () => ({ method: 'GET', url: '/categories' }) },
  'GET /reviews': { token: 'none', expected: PUBLIC, request: () => ({ method: 'GET', url: '/reviews' }) },
  'GET /advertise': { token: 'none', expected: PUBLIC, request: () => ({ method: 'GET', url: '/advertise' }) },
  'GET /payment-config': { token: 'none', expected: PUBLIC, request: () => ({ method: 'GET', url: '/payment-config' }) },
  'GET /assets/*': { token: 'none', expected: PUBLIC, request: () => ({ method: 'GET', url: '/assets/categories/oppo-phones.svg' }) },
  'GET /images/:name': { token: 'none', expected: PUBLIC, request: (_p, f) => ({ method: 'GET', url: `/images/${f.photoName}` }) },
  // Optional sign-in: a token that is there must be valid (401 lets the app refresh it).
  'GET /products/:cateName': {
    token: 'api',
    expected: [200, 200, 200, 200, 200, 200, 401, 401],
    request: () => ({ method: 'GET', url: `/products/${enc('Oppo Phones')}` }),
  },
  'GET /search': {
    token: 'api',
    expected: [200, 200, 200, 200, 200, 200, 401, 401],
    request: () => ({ method: 'GET', url: '/search?q=samsng' }),
  },
  'GET /phones/:id': {
    token: 'api',
    expected: [200, 200, 200, 200, 200, 200, 401, 401],
    request: (_p, f) => ({ method: 'GET', url: `/phones/${f.bookableProductId}` }),
  },
  // Read by the front door for a shared link's preview: the same for everyone, a token is not read.
  'GET /phones/:id/link-preview': {
    token: 'none',
    expected: PUBLIC,
    request: (_p, f) => ({ method: 'GET', url: `/phones/${f.bookableProductId}/link-preview` }),
  },
  // The sandbox gateway has no webhook: nobody gets anything there.
  'POST /webhooks/stripe': {
    token: 'none',
    expected: [404, 404, 404, 404, 404, 404, 404, 404],
    request: () => ({ method: 'POST', url: '/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: '{}' }),
  },

  // Accounts: each caller about themselves.
  'PUT /users': {
    token: 'firebase',
    expected: SIGNED_IN,
    request: (persona, f) => ({
      method: 'PUT',
      url: '/users',
      payload: { name: 'Matrix Person', email: f.credentials[persona].email },
    }),
  },
  'PUT /users/me/language': {
    token: 'api',
    expected: SIGNED_IN,
    request: () => ({ method: 'PUT', url: '/users/me/language', payload: { language: 'bn' } }),
  },
  'GET /jwt': {
    token: 'firebase',
    expected: SIGNED_IN,
    request: (persona, f) => ({ method: 'GET', url: `/jwt?email=${enc(f.credentials[persona].email)}` }),
  },
  'GET /users/:email': {
    token: 'api',
    expected: [401, 200, 403, 403, 403, 200, 401, 401],
    request: (_p, f) => ({ method: 'GET', url: `/users/${enc(f.accounts.buyer.email)}` }),
  },
  'GET /users/admin/:email': {
    token: 'api',
    expected: [401, 200, 403, 403, 403, 200, 401, 401],
    request: (_p, f) => ({ method: 'GET', url: `/users/admin/${enc(f.accounts.buyer.email)}` }),
  },
  'POST /images': {
    token: 'api',
    expected: SIGNED_IN,
    request: async () => {
      const form = multipartForm([{ filename: 'phone.jpg', contentType: 'image/jpeg', bytes: await smallJpeg() }]);
      return { method: 'POST', url: '/images', headers: form.headers, payload: form.payload };
    },
  },

  // Bookings and orders: the buyer's own.
  'POST /bookedProduct': {
    token: 'api',
    expected: [401, 201, 201, 403, 403, 403, 401, 401],
    request: (_p, f) => ({
      method: 'POST',
      url: '/bookedProduct',
      payload: { productId: f.bookableProductId, phone: '01712345678', meetingLocation: 'Dhanmondi' },
    }),
  },
  'GET /bookedProduct/:email': {
    token: 'api',
    expected: [401, 200, 403, 403, 403, 200, 401, 401],
    request: (_p, f) => ({ method: 'GET', url: `/bookedProduct/${enc(f.accounts.buyer.email)}` }),
  },
  'GET /bookingData/:id': {
    token: 'api',
    expected: [401, 200, 403, 403, 403, 403, 401, 401],
    request: (_p, f) => ({ method: 'GET', url: `/bookingData/${f.bookingId}` }),
  },
  // Only its buyer; to anyone else someone's booking is as good as missing. A repeat cancel is 200.
  'POST /bookedProduct/:id/cancel': {
    token: 'api',
    expected: [401, 200, 404, 404, 404, 404, 401, 401],
    request: (_p, f) => ({ method: 'POST', url: `/bookedProduct/${f.cancellableBookingId}/cancel` }),
  },

  // Payments: only the booking's buyer; a made-up payment is refused even for them.
  'POST /create-payment-intent': {
    token: 'api',
    expected: [401, 200, 403, 403, 403, 403, 401, 401],
    request: (_p, f) => ({ method: 'POST', url: '/create-payment-intent', payload: { bookingId: f.bookingId, productPrice: 1 } }),
  },
  'POST /sandbox/charge': {
    token: 'api',
    expected: [401, 404, 404, 404, 404, 404, 401, 401],
    request: () => ({
      method: 'POST',
      url: '/sandbox/charge',
      payload: { clientSecret: 'pi_sandbox_made_up_secret_x', cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' },
    }),
  },
  'POST /payments/bkash': {
    token: 'api',
    expected: [401, 200, 403, 403, 403, 403, 401, 401],
    request: (_p, f) => ({ method: 'POST', url: '/payments/bkash', payload: { bookingId: f.bookingId } }),
  },
  // bKash's return: public (the buyer's browser comes back from bKash), and a payment the API never made gets nothing.
  'GET /payments/bkash/callback': {
    token: 'none',
    expected: [404, 404, 404, 404, 404, 404, 404, 404],
    request: () => ({ method: 'GET', url: '/payments/bkash/callback?paymentID=TR0011NEVERMADE&status=success' }),
  },
  // Cash at the meetup: the booking's buyer reserves; the phone's seller sees and confirms.
  'POST /bookings/:id/cash-reservation': {
    token: 'api',
    expected: [401, 200, 404, 403, 403, 403, 401, 401],
    request: (_p, f) => ({ method: 'POST', url: `/bookings/${f.cashBookingId}/cash-reservation` }),
  },
  'GET /mySales/reservations': {
    token: 'api',
    expected: [401, 403, 403, 200, 200, 403, 401, 401],
    request: () => ({ method: 'GET', url: '/mySales/reservations' }),
  },
  'POST /bookings/:id/cash-sale': {
    token: 'api',
    expected: [401, 403, 403, 200, 404, 403, 401, 401],
    request: (_p, f) => ({ method: 'POST', url: `/bookings/${f.reservedBookingId}/cash-sale`, payload: { deregistered: true } }),
  },
  'POST /payments': {
    token: 'api',
    expected: [401, 400, 403, 403, 403, 403, 401, 401],
    request: (_p, f) => ({ method: 'POST', url: '/payments', payload: { payId: f.bookingId, transactionId: 'pi_never_happened' } }),
  },

  // A seller's own phones.
  'POST /addProduct': {
    token: 'api',
    expected: [401, 403, 403, 200, 200, 403, 401, 401],
    request: (persona, f) => ({
      method: 'POST',
      url: '/addProduct',
      payload: {
        name: 'Matrix Phone',
        imei: validImei(),
        img: persona === 'otherSeller' ? f.otherSellerPhotoUrl : f.photoUrl,
        categoryName: 'Oppo Phones',
        originalPrice: 300,
        resalePrice: 200,
        usedYear: 1,
        phone: '01711223344',
        division: 'dhaka',
        district: 'gazipur',
        description: 'Added by the authorization matrix.',
      },
    }),
  },
  'GET /myProduct/:email': {
    token: 'api',
    expected: [401, 403, 403, 200, 403, 200, 401, 401],
    request: (_p, f) => ({ method: 'GET', url: `/myProduct/${enc(f.accounts.owningSeller.email)}` }),
  },
  'DELETE /product/:id': {
    token: 'api',
    expected: [401, 403, 403, 200, 403, 200, 401, 401],
    request: (persona, f) => ({ method: 'DELETE', url: `/product/${f.phoneFor[persona]}` }),
  },
  'PUT /advertise/:id': {
    token: 'api',
    expected: [401, 403, 403, 200, 403, 403, 401, 401],
    request: (_p, f) => ({ method: 'PUT', url: `/advertise/${f.productId}`, payload: { proId: f.productId } }),
  },
  'PUT /product/:id/price': {
    token: 'api',
    expected: [401, 403, 403, 200, 403, 403, 401, 401],
    request: (_p, f) => ({ method: 'PUT', url: `/product/${f.repricableProductId}/price`, payload: { resalePrice: 80 } }),
  },
  'PUT /product/:id/photos': {
    token: 'api',
    expected: [401, 403, 403, 200, 403, 403, 401, 401],
    request: (_p, f) => ({ method: 'PUT', url: `/product/${f.repricableProductId}/photos`, payload: { img: f.photoUrl } }),
  },
  'PUT /product/:id/details': {
    token: 'api',
    expected: [401, 403, 403, 200, 403, 403, 401, 401],
    request: (_p, f) => ({
      method: 'PUT',
      url: `/product/${f.repricableProductId}/details`,
      payload: { condition: 'Fair', usedYear: 2, phone: '01712345678', division: 'dhaka', district: 'gazipur', description: 'Screen replaced.' },
    }),
  },

  // The admin's tables.
  'GET /allBuyers': { token: 'api', expected: ADMIN_ONLY, request: () => ({ method: 'GET', url: '/allBuyers' }) },
  'GET /allSellers': { token: 'api', expected: ADMIN_ONLY, request: () => ({ method: 'GET', url: '/allSellers' }) },
  'DELETE /users/delete/:id': {
    token: 'api',
    expected: ADMIN_ONLY,
    request: (persona, f) => ({ method: 'DELETE', url: `/users/delete/${f.accountFor[persona]}` }),
  },

  // After payment: each side of the order its own steps. Anyone else is told the order does not
  // exist; the other side (or an admin) is refused with 403 before the stage is looked at.
  'GET /orders/:id': {
    token: 'api',
    expected: [401, 200, 404, 200, 404, 200, 401, 401],
    request: (_p, f) => ({ method: 'GET', url: `/orders/${f.orderId}` }),
  },
  'GET /mySales': {
    token: 'api',
    expected: [401, 403, 403, 200, 200, 403, 401, 401],
    request: () => ({ method: 'GET', url: '/mySales' }),
  },
  'POST /orders/:id/handover': {
    token: 'api',
    expected: [401, 403, 404, 200, 404, 403, 401, 401],
    request: (_p, f) => ({ method: 'POST', url: `/orders/${f.orderId}/handover`, payload: { deregistered: true } }),
  },
  'POST /orders/:id/receipt': {
    token: 'api',
    expected: [401, 200, 404, 403, 404, 403, 401, 401],
    request: (_p, f) => ({ method: 'POST', url: `/orders/${f.orders.handedOver}/receipt` }),
  },
  'POST /orders/:id/problem': {
    token: 'api',
    expected: [401, 200, 404, 403, 404, 403, 401, 401],
    request: (_p, f) => ({
      method: 'POST',
      url: `/orders/${f.orders.beingDisputed}/problem`,
      payload: { reason: 'not-as-described', text: 'The screen is cracked, not as the listing said.' },
    }),
  },
  'POST /orders/:id/rating': {
    token: 'api',
    expected: [401, 200, 404, 403, 404, 403, 401, 401],
    request: (_p, f) => ({ method: 'POST', url: `/orders/${f.orders.completed}/rating`, payload: { stars: 5 } }),
  },
  'GET /admin/disputes': { token: 'api', expected: ADMIN_ONLY, request: () => ({ method: 'GET', url: '/admin/disputes' }) },
  'POST /admin/disputes/:id/resolve': {
    token: 'api',
    expected: ADMIN_ONLY,
    request: (_p, f) => ({
      method: 'POST',
      url: `/admin/disputes/${f.orders.disputed}/resolve`,
      payload: { outcome: 'close', reason: 'Checked with both sides.' },
    }),
  },

  // Reports: anyone signed in, once per listing, never on their own.
  'POST /reports': {
    token: 'api',
    expected: [401, 201, 201, 409, 201, 201, 401, 401],
    request: (_p, f) => ({
      method: 'POST',
      url: '/reports',
      payload: { productId: f.productId, reason: 'scam', text: 'Asks for payment outside the site.' },
    }),
  },
  // Moderation, ratings and the audit log: admins only; a seller's ratings are public.
  'GET /admin/moderation': { token: 'api', expected: ADMIN_ONLY, request: () => ({ method: 'GET', url: '/admin/moderation' }) },
  'POST /admin/products/:id/hide': {
    token: 'api',
    expected: ADMIN_ONLY,
    request: (_p, f) => ({ method: 'POST', url: `/admin/products/${f.hideableProductId}/hide`, payload: { reason: 'Reported as stolen.' } }),
  },
  'POST /admin/products/:id/restore': {
    token: 'api',
    expected: ADMIN_ONLY,
    request: (_p, f) => ({ method: 'POST', url: `/admin/products/${f.hiddenProductId}/restore`, payload: { reason: 'The seller proved ownership.' } }),
  },
  'POST /admin/products/:id/dismiss-reports': {
    token: 'api',
    expected: ADMIN_ONLY,
    request: (_p, f) => ({ method: 'POST', url: `/admin/products/${f.reportedProductId}/dismiss-reports`, payload: { reason: 'The IMEI is clean in NEIR.' } }),
  },
  'GET /products/:id/seller-ratings': {
    token: 'none',
    expected: PUBLIC,
    request: (_p, f) => ({ method: 'GET', url: `/products/${f.productId}/seller-ratings` }),
  },
  'GET /admin/ratings': { token: 'api', expected: ADMIN_ONLY, request: () => ({ method: 'GET', url: '/admin/ratings' }) },
  'POST /admin/ratings/:id/remove-comment': {
    token: 'api',
    expected: ADMIN_ONLY,
    request: (_p, f) => ({ method: 'POST', url: `/admin/ratings/${f.ratingId}/remove-comment`, payload: { reason: 'Insults the seller.' } }),
  },
  'GET /admin/audit-log': { token: 'api', expected: ADMIN_ONLY, request: () => ({ method: 'GET', url: '/admin/audit-log' }) },

  // Last: it closes the accounts it may. Each caller's ID token as right after giving the password
  // again (the expired one stays expired); both sides of an order in progress are refused.
  'DELETE /users/me': {
    token: 'firebase',
    expected: [401, 409, 200, 409, 200, 403, 401, 401],
    request: (persona, f) => {
      const idToken = f.credentials[persona].idToken;
      const fresh = idToken && persona !== 'expiredToken' ? tamper(idToken, { auth_time: Math.floor(Date.now() / 1000) }) : idToken;
      return { method: 'DELETE', url: '/users/me', headers: fresh ? bearer(fresh) : {} };
    },
  },
};

const dataDir = await mkdtemp(path.join(tmpdir(), 'authorization-matrix-'));

describe('authorization matrix: every route x every caller', () => {
  let recording: RecordingApp;
  let fixtures: Fixtures;

  // bKash against its local stand-in, so its routes answer as they do when configured.
  const bkash = new BkashStandIn();

  beforeAll(async () => {
    recording = await buildRecordingApp({ dataDir, ...bkashConfigFor(await bkash.start()) });
    const { app } = recording;
    const cast = await createCast(app);
    const seller = cast.accounts.owningSeller;
    const addPhone = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/addProduct',
        headers: bearer(seller.accessToken),
        payload: {
          name: `Spare ${randomUUID().slice(0, 6)}`,
          imei: validImei(),
          img: cast.photoUrl,
          categoryName: 'Vivo Phones',
          originalPrice: 100,
          resalePrice: 90,
          usedYear: 1,
          phone: '01711223344',
          division: 'dhaka',
          district: 'gazipur',
          description: 'A spare phone for the matrix.',
        },
      });
      if (response.statusCode !== 200) throw new Error(`could not add a phone: ${response.body}`);
      return response.json<{ insertedId: string }>().insertedId;
    };
    const phoneFor = {} as Record<Persona, string>;
    const accountFor = {} as Record<Persona, string>;
    for (const persona of PERSONAS) {
      phoneFor[persona] = await addPhone();
      const account = await insertUser(app.db, {
        firebaseUid: `matrix-${randomUUID()}`,
        email: `matrix.${randomUUID().slice(0, 8)}@example.test`,
        name: 'Deletable Buyer',
        photoUrl: null,
        role: 'buyer',
      });
      accountFor[persona] = account.id;
    }
    const cancellableBookingId = await bookPhone(app, cast.accounts.buyer, await addPhone());
    const cashBookingId = await bookPhone(app, cast.accounts.buyer, await addPhone());
    const reservedBookingId = await bookPhone(app, cast.accounts.buyer, await addPhone());
    const reserved = await app.inject({
      method: 'POST',
      url: `/bookings/${reservedBookingId}/cash-reservation`,
      headers: bearer(cast.accounts.buyer.accessToken),
    });
    if (reserved.statusCode !== 200) throw new Error(`could not reserve for cash: ${reserved.body}`);

    const sides = { buyer: cast.accounts.buyer, seller };
    const handedOver = async (daysAgo: number) => {
      const { orderId } = await paidOrder(app, undefined, sides);
      await app.db
        .update(bookings)
        .set({ handedOverAt: sql`now() - make_interval(days => ${daysAgo})` })
        .where(eq(bookings.id, orderId));
      return orderId;
    };
    const asBuyer = bearer(cast.accounts.buyer.accessToken);
    const orders = {
      handedOver: await handedOver(0),
      beingDisputed: await handedOver(1),
      disputed: await handedOver(1),
      completed: await handedOver(8),
    };
    await app.inject({
      method: 'POST',
      url: `/orders/${orders.disputed}/problem`,
      headers: asBuyer,
      payload: { reason: 'other', text: 'The phone restarts every few minutes.' },
    });
    const rated = await handedOver(8);
    await app.inject({ method: 'POST', url: `/orders/${rated}/rating`, headers: asBuyer, payload: { stars: 1, comment: 'Rude words here.' } });
    const [rating] = await app.db.select({ id: sellerRatings.id }).from(sellerRatings).where(eq(sellerRatings.bookingId, rated));
    const hiddenProductId = await addPhone();
    await app.db.update(products).set({ status: 'hidden', hiddenReason: 'Reported', hiddenAt: new Date() }).where(eq(products.id, hiddenProductId));

    const reportedProductId = await addPhone();
    await app.inject({ method: 'POST', url: '/reports', headers: asBuyer, payload: { productId: reportedProductId, reason: 'scam', text: 'Asks for payment outside the site.' } });

    fixtures = {
      ...cast,
      phoneFor,
      accountFor,
      bookableProductId: await addPhone(),
      cancellableBookingId,
      orders,
      ratingId: rating!.id,
      hideableProductId: await addPhone(),
      repricableProductId: await addPhone(),
      hiddenProductId,
      reportedProductId,
      cashBookingId,
      reservedBookingId,
    };
  });
  afterAll(async () => {
    await recording?.close();
    await bkash.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has a row for every route the app serves, and no row for a route it does not', () => {
    const served = recording.routes.map(routeKey).sort();
    expect(served).toEqual(Object.keys(MATRIX).sort());
  });

  it('answers every caller of every route with the status in the table', async () => {
    const mismatches: string[] = [];
    let cells = 0;
    for (const [key, cell] of Object.entries(MATRIX)) {
      for (const [index, persona] of PERSONAS.entries()) {
        const credentials = fixtures.credentials[persona];
        const token = cell.token === 'firebase' ? credentials.idToken : credentials.accessToken;
        const options = await cell.request(persona, fixtures);
        const response = await recording.app.inject({
          ...options,
          // A cell's own authorization wins: DELETE /users/me sends a token of a fresh sign-in.
          headers: { ...(token ? bearer(token) : {}), ...options.headers },
        });
        cells++;
        const expected = cell.expected[index];
        if (response.statusCode !== expected) {
          mismatches.push(`${key} as ${persona}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(cells).toBe(Object.keys(MATRIX).length * PERSONAS.length);
  });
});

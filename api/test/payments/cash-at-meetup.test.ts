import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { bookings, products } from '../../src/db/schema.ts';
import { CASH_MESSAGES } from '../../src/payments/cash-messages.ts';
import { bearer, createAccount, useTestApp, type TestAccount } from '../helper.ts';
import { orderStep } from '../orders/paid-order-fixtures.ts';
import { bookPhone, listPhone, saleState, startPayment } from './phone-sale-fixtures.ts';

const HOUR_MS = 60 * 60 * 1000;

function reserve(app: App, buyer: TestAccount, bookingId: string) {
  return app.inject({ method: 'POST', url: `/bookings/${bookingId}/cash-reservation`, headers: bearer(buyer.accessToken) });
}

function cashSale(app: App, seller: TestAccount, bookingId: string, payload: unknown = { deregistered: true }) {
  return app.inject({
    method: 'POST',
    url: `/bookings/${bookingId}/cash-sale`,
    headers: bearer(seller.accessToken),
    payload: payload as Record<string, unknown>,
  });
}

function reservationsOf(app: App, seller: TestAccount) {
  return app.inject({ method: 'GET', url: '/mySales/reservations', headers: bearer(seller.accessToken) });
}

/** As if the booking's cash reservation had run out `hoursAgo` hours ago (and the phone's hold with it). */
async function lapseReservation(app: App, bookingId: string, hoursAgo: number): Promise<void> {
  const past = sql`now() - make_interval(hours => ${hoursAgo})`;
  await app.db.update(bookings).set({ cashReservedUntil: past }).where(eq(bookings.id, bookingId));
  await app.db.update(products).set({ heldUntil: past }).where(eq(products.heldByBookingId, bookingId));
}

/** A phone listed by a fresh seller and booked by the buyer. */
async function bookedPhone(app: App, buyer: TestAccount) {
  const { productId, seller } = await listPhone(app);
  const bookingId = await bookPhone(app, buyer, productId);
  return { productId, seller, bookingId };
}

describe('cash at the meetup', () => {
  const ctx = useTestApp();

  it('keeps the phone for the buyer for 48 hours: nobody else can book it or pay for it meanwhile', async () => {
    const buyer = await createAccount(ctx.app, 'buyer', 'Karim Cash');
    const other = await createAccount(ctx.app, 'buyer');
    const { productId, bookingId } = await bookedPhone(ctx.app, buyer);
    const othersEarlierBooking = await bookPhone(ctx.app, other, productId);

    const reserved = await reserve(ctx.app, buyer, bookingId);
    expect(reserved.statusCode).toBe(200);
    const until = new Date(reserved.json().reservedUntil).getTime();
    expect(Math.abs(until - (Date.now() + 48 * HOUR_MS))).toBeLessThan(60_000);
    // Asking again answers the same reservation.
    expect((await reserve(ctx.app, buyer, bookingId)).json().reservedUntil).toBe(reserved.json().reservedUntil);

    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/bookedProduct',
      headers: bearer((await createAccount(ctx.app, 'buyer')).accessToken),
      payload: { productId, phone: '01712345678', meetingLocation: 'Dhanmondi' },
    });
    expect(booked.statusCode).toBe(409);
    expect(booked.json()).toMatchObject({ code: 'CASH_RESERVED_FOR_ANOTHER', message: CASH_MESSAGES.reservedForAnother });

    const paying = await startPayment(ctx.app, other, othersEarlierBooking);
    expect(paying.statusCode).toBe(409);
    expect(paying.json().message).toBe(CASH_MESSAGES.reservedForAnother);

    const page = await ctx.app.inject({ method: 'GET', url: `/phones/${productId}`, headers: bearer(other.accessToken) });
    expect(page.json().reservedUntil).toBe(reserved.json().reservedUntil);
    const booking = await ctx.app.inject({ method: 'GET', url: `/bookingData/${bookingId}`, headers: bearer(buyer.accessToken) });
    expect(booking.json().cashReservedUntil).toBe(reserved.json().reservedUntil);

    // The buyer may still pay by card instead; their reservation stays as it was.
    expect((await startPayment(ctx.app, buyer, bookingId)).statusCode).toBe(200);
    const [held] = await ctx.app.db.select({ until: products.heldUntil }).from(products).where(eq(products.id, productId));
    expect(held!.until!.getTime()).toBe(until);
  });

  it('completes through the handover: the seller confirms handed over and paid in cash, the buyer confirms receipt', async () => {
    const buyer = await createAccount(ctx.app, 'buyer', 'Nasrin Cash');
    const other = await createAccount(ctx.app, 'buyer');
    const { productId, seller, bookingId } = await bookedPhone(ctx.app, buyer);
    const othersBooking = await bookPhone(ctx.app, other, productId);
    await reserve(ctx.app, buyer, bookingId);

    const listed = await reservationsOf(ctx.app, seller);
    expect(listed.json()).toEqual([
      expect.objectContaining({ _id: bookingId, productId, buyerName: 'Nasrin Cash', buyerPhone: '01812345678', meetingLocation: 'Gulshan 2', price: 125 }),
    ]);
    // Another seller sees none of it, and cannot confirm it.
    const stranger = await createAccount(ctx.app, 'seller');
    expect((await reservationsOf(ctx.app, stranger)).json()).toEqual([]);
    expect((await cashSale(ctx.app, stranger, bookingId)).statusCode).toBe(404);
    // The de-registration tick is required.
    expect((await cashSale(ctx.app, seller, bookingId, { deregistered: false })).statusCode).toBe(400);

    const sold = await cashSale(ctx.app, seller, bookingId);
    expect(sold.statusCode).toBe(200);
    expect(sold.json().stage).toBe('handed_over');
    expect(sold.json().timeline.map((entry: { event: string }) => entry.event)).toEqual(['booked', 'paid', 'handed_over']);
    // Confirming again records nothing more.
    expect((await cashSale(ctx.app, seller, bookingId)).statusCode).toBe(409);

    const state = await saleState(ctx.app, productId);
    expect(state.productStatus).toBe('sold');
    expect(state.payments).toEqual([expect.objectContaining({ bookingId, amountCents: 12_500 })]);
    expect(state.bookings.find((row) => row.id === othersBooking)?.status).toBe('cancelled');
    expect((await reservationsOf(ctx.app, seller)).json()).toEqual([]);

    const received = await orderStep(ctx.app, buyer, bookingId, 'receipt');
    expect(received.statusCode).toBe(200);
    expect(received.json().stage).toBe('received');
  });

  it('frees the phone when the reservation lapses: others may buy it, and the seller can no longer confirm', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const other = await createAccount(ctx.app, 'buyer');
    const { productId, seller, bookingId } = await bookedPhone(ctx.app, buyer);
    await reserve(ctx.app, buyer, bookingId);
    await lapseReservation(ctx.app, bookingId, 1);

    const othersBooking = await bookPhone(ctx.app, other, productId);
    expect((await startPayment(ctx.app, other, othersBooking)).statusCode).toBe(200);
    const late = await cashSale(ctx.app, seller, bookingId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CASH_MESSAGES.notReserved);
    // The lapsed booking cannot reserve again: its lapse stays counted.
    expect((await reserve(ctx.app, buyer, bookingId)).json().message).toBe(CASH_MESSAGES.lapsed);
  });

  it('bars a buyer who let three reservations lapse within 30 days from reserving for a week', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    // One lapse 40 days ago does not count; two recent ones do not bar yet.
    for (const hoursAgo of [40 * 24, 5 * 24, 2]) {
      const { bookingId } = await bookedPhone(ctx.app, buyer);
      expect((await reserve(ctx.app, buyer, bookingId)).statusCode).toBe(200);
      await lapseReservation(ctx.app, bookingId, hoursAgo);
    }
    const fourth = await bookedPhone(ctx.app, buyer);
    expect((await reserve(ctx.app, buyer, fourth.bookingId)).statusCode).toBe(200);
    await lapseReservation(ctx.app, fourth.bookingId, 1);

    const fifth = await bookedPhone(ctx.app, buyer);
    const barred = await reserve(ctx.app, buyer, fifth.bookingId);
    expect(barred.statusCode).toBe(409);
    expect(barred.json()).toMatchObject({ code: 'CASH_BARRED', message: CASH_MESSAGES.barred });
    // Paying by card is still open to them.
    expect((await startPayment(ctx.app, buyer, fifth.bookingId)).statusCode).toBe(200);

    // A week after the last lapse they may reserve again.
    await ctx.app.db
      .update(bookings)
      .set({ cashReservedUntil: sql`${bookings.cashReservedUntil} - interval '8 days'` })
      .where(eq(bookings.buyerId, buyer.userId));
    const sixth = await bookedPhone(ctx.app, buyer);
    expect((await reserve(ctx.app, buyer, sixth.bookingId)).statusCode).toBe(200);
  });

  it('gives one of two buyers racing for the same phone the reservation', async () => {
    const first = await createAccount(ctx.app, 'buyer');
    const second = await createAccount(ctx.app, 'buyer');
    const { productId } = await listPhone(ctx.app);
    const firstBooking = await bookPhone(ctx.app, first, productId);
    const secondBooking = await bookPhone(ctx.app, second, productId);
    const answers = await Promise.all([reserve(ctx.app, first, firstBooking), reserve(ctx.app, second, secondBooking)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('ends the reservation when the buyer cancels the booking, and the phone is for sale again', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const other = await createAccount(ctx.app, 'buyer');
    const { productId, bookingId } = await bookedPhone(ctx.app, buyer);
    await reserve(ctx.app, buyer, bookingId);
    const cancelled = await ctx.app.inject({ method: 'POST', url: `/bookedProduct/${bookingId}/cancel`, headers: bearer(buyer.accessToken) });
    expect(cancelled.statusCode).toBe(200);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/bookedProduct',
      headers: bearer(other.accessToken),
      payload: { productId, phone: '01712345678', meetingLocation: 'Mirpur 10' },
    });
    expect(booked.statusCode).toBe(201);
  });

  it("refuses another buyer's booking, a seller, and a visitor", async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const other = await createAccount(ctx.app, 'buyer');
    const { seller, bookingId } = await bookedPhone(ctx.app, buyer);
    expect((await reserve(ctx.app, other, bookingId)).statusCode).toBe(404);
    expect((await reserve(ctx.app, seller, bookingId)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `/bookings/${bookingId}/cash-reservation` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/mySales/reservations', headers: bearer(buyer.accessToken) })).statusCode).toBe(403);
  });
});

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writerSession } from '../auth/writer-session.ts';
import { CASH_MESSAGES } from './cash-messages.ts';
import { findBookingForPayment, holdProductForBooking, MAX_HOLDS_PER_BUYER } from '../db/orders.repository.ts';

export const PAYMENT_MESSAGES = {
  bookingNotFound: 'This booking was not found.',
  notYours: 'This booking is not yours.',
  alreadyPaid: 'This booking is already paid.',
  cancelled: 'This phone was sold to another buyer.',
  cancelledByBuyer: 'You cancelled this booking. Book the phone again to pay for it.',
  sold: 'This phone has already been sold.',
  held: 'Someone is buying this phone right now. Try again in 15 minutes.',
  tooManyHolds: `You can pay for ${MAX_HOLDS_PER_BUYER} phones at a time. Finish one of those payments, or try again in 15 minutes.`,
  paymentNotFound: 'This payment was not found.',
} as const;

/** The time is the API's clock (UTC); minutes are what the buyer can act on. */
function coolingDownMessage(retryAt: Date): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 60_000));
  return `Your 15 minutes to pay for this phone ran out, so other buyers get a turn. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export type PayableBooking = NonNullable<Awaited<ReturnType<typeof findBookingForPayment>>>;

/** The caller's own booking that can still be paid, whichever method pays it; refused with the reason otherwise. */
export async function findPayableBooking(fastify: FastifyInstance, buyerId: string, bookingId: string): Promise<PayableBooking> {
  const booking = await findBookingForPayment(fastify.db, bookingId);
  if (!booking) throw fastify.httpErrors.notFound(PAYMENT_MESSAGES.bookingNotFound);
  if (booking.buyerId !== buyerId) throw fastify.httpErrors.forbidden(PAYMENT_MESSAGES.notYours);
  if (booking.status === 'paid') throw fastify.httpErrors.conflict(PAYMENT_MESSAGES.alreadyPaid);
  if (booking.status === 'cancelled') {
    // Still for sale and listed: the buyer cancelled it themselves.
    const byBuyer = booking.productStatus === 'available' && booking.productDeletedAt === null;
    throw fastify.httpErrors.conflict(byBuyer ? PAYMENT_MESSAGES.cancelledByBuyer : PAYMENT_MESSAGES.cancelled);
  }
  if (booking.productStatus === 'sold' || booking.productDeletedAt !== null) {
    throw fastify.httpErrors.conflict(PAYMENT_MESSAGES.sold);
  }
  return booking;
}

/** Holds the phone for this booking for 15 minutes while the buyer pays; the hold's attempt number keys the gateway's intent. */
export async function holdPhoneForPayment(fastify: FastifyInstance, request: FastifyRequest, booking: PayableBooking): Promise<{ attempt: number }> {
  const hold = await holdProductForBooking(fastify.db, writerSession(fastify, request), booking.productId, booking.id);
  if (hold.kind === 'held-by-another') throw fastify.httpErrors.conflict(PAYMENT_MESSAGES.held);
  if (hold.kind === 'reserved-for-cash') throw fastify.httpErrors.conflict(CASH_MESSAGES.reservedForAnother);
  if (hold.kind === 'unavailable') throw fastify.httpErrors.conflict(PAYMENT_MESSAGES.sold);
  if (hold.kind === 'too-many-holds') throw fastify.httpErrors.conflict(PAYMENT_MESSAGES.tooManyHolds);
  if (hold.kind === 'cooling-down') throw fastify.httpErrors.conflict(coolingDownMessage(hold.retryAt));
  return hold;
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { localBdMobile } from '@sellphones/contracts';
import {
  Booking,
  BookingList,
  EmailParams,
  ErrorBody,
  IdParams,
  OWN_LIST_DEFAULT_LIMIT,
  OwnListQuery,
  type Booking as BookingBody,
  type CancelledBecause,
} from '@sellphones/contracts/schemas';
import { findOrder, listOrdersOfBuyer, type OrderView } from '../db/orders.repository.ts';
import { findTransactionIdOf } from '../db/payments.repository.ts';
import { findUserByEmail, type UserRow } from '../db/users.repository.ts';
import { toPublicSmallUrl, toPublicUrl } from '../http/public-url.ts';
import { OWN_READ } from '../http/request-log.ts';
import { orderStage } from '../orders/order-stages.ts';
import { showImei } from '../orders/shown-imei.ts';

type BookingBuyer = Pick<UserRow, 'name' | 'email'>;

/** A paid booking's stage after payment, computed now from its timestamps. */
function stageOf(order: OrderView) {
  const dispute = order.disputeOpenedAt
    ? { openedAt: order.disputeOpenedAt, outcome: order.disputeOutcome, resolvedAt: order.disputeResolvedAt }
    : null;
  return orderStage({ handedOverAt: order.handedOverAt, receivedAt: order.receivedAt, dispute }, new Date());
}

export const ORDER_MESSAGES = {
  notYours: 'You can only see your own orders.',
  bookingNotFound: 'This booking was not found.',
  bookingNotYours: 'This booking is not yours.',
} as const;

/**
 * An unpaid booking is cancelled when its phone is sold to someone else or unlisted; otherwise
 * its buyer cancelled it (a deleted buyer's bookings are read by nobody).
 */
function cancelledBecause(order: OrderView): CancelledBecause {
  if (order.productStatus === 'sold') return 'sold-to-another';
  if (order.productDeletedAt !== null || order.productStatus === 'hidden') return 'no-longer-listed';
  return 'buyer-cancelled';
}

/** My Orders and the payment page's booking: the buyer's own bookings, never anyone else's. */
const orderRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  /** `buyer`: the booking's buyer (the caller, or the account an admin looked up). */
  function toBooking(order: OrderView, buyer: BookingBuyer): BookingBody {
    const booking: BookingBody = {
      _id: order.id,
      userName: buyer.name,
      email: buyer.email,
      categoryName: order.categoryName,
      productName: order.productName,
      productImage: toPublicUrl(fastify.config.publicUrl, order.productImageUrl),
      productThumb: toPublicSmallUrl(fastify.config.publicUrl, order.productImageUrl),
      productPrice: order.priceCents / 100,
      phone: localBdMobile(order.phone),
      meetingLocation: order.meetingLocation,
      productId: order.productId,
      paid: order.status === 'paid',
      status: order.status,
      bookedAt: order.createdAt.toISOString(),
      sellerName: order.sellerName,
    };
    // What only some bookings have is set on the one object (a page makes one per booking), not
    // spread in from objects made for it.
    if (order.status === 'cancelled') booking.cancelledBecause = cancelledBecause(order);
    // An open booking (unpaid or paid) shows the whole IMEI, to verify with NEIR before paying.
    const { imei } = showImei(order.imei, order.status !== 'cancelled');
    if (imei) booking.imei = imei;
    // Paid is the booking's own status, set with its payment in one transaction.
    if (order.status === 'paid') booking.orderStage = stageOf(order);
    if (order.status === 'unpaid' && order.cashReservedUntil) booking.cashReservedUntil = order.cashReservedUntil.toISOString();
    return booking;
  }

  fastify.get('/bookedProduct/:email', {
    onRequest: fastify.authenticate,
    config: OWN_READ,
    schema: {
      tags: ['bookings'],
      summary: "A buyer's bookings, newest first, a page at a time (your own; admins may read anyone's)",
      description: `page (from 1) and limit (default ${OWN_LIST_DEFAULT_LIMIT}, at most 100): a page shorter than the limit is the last.`,
      security: [{ apiToken: [] }],
      params: EmailParams,
      querystring: OwnListQuery,
      response: { 200: BookingList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
  }, async (request, reply) => {
    const caller = request.user;
    const { email } = request.params;
    const own = caller.email.toLowerCase() === email.toLowerCase();
    if (!own && caller.role !== 'admin') throw fastify.httpErrors.forbidden(ORDER_MESSAGES.notYours);
    const buyer = own ? caller : await findUserByEmail(fastify.db, email);
    reply.header('cache-control', 'private, no-store');
    if (!buyer) return [];
    const { page = 1, limit = OWN_LIST_DEFAULT_LIMIT } = request.query;
    const orders = await listOrdersOfBuyer(fastify.db, buyer.id, { page, limit });
    return orders.map((order) => toBooking(order, buyer));
  });

  fastify.get('/bookingData/:id', {
    onRequest: fastify.authenticate,
    schema: {
      tags: ['bookings'],
      summary: 'One of your bookings, for the payment page',
      description: 'An unpaid booking also says what its seller changed since it was booked: the price it had then, once lowered, and when the details and the photos were last changed. A paid one says its transaction id (bKash\'s TrxID, the card payment\'s id; none for cash).',
      security: [{ apiToken: [] }],
      params: IdParams,
      response: { 200: Booking, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
  }, async (request, reply) => {
    const order = await findOrder(fastify.db, request.params.id);
    if (!order) throw fastify.httpErrors.notFound(ORDER_MESSAGES.bookingNotFound);
    if (order.buyerId !== request.user.id) throw fastify.httpErrors.forbidden(ORDER_MESSAGES.bookingNotYours);
    reply.header('cache-control', 'private, no-store');
    const booking = toBooking(order, request.user);
    // Before paying, the buyer is told what the seller changed since the booking.
    if (order.status === 'unpaid') {
      if (order.priceWhenBookedCents !== null) booking.priceWhenBooked = order.priceWhenBookedCents / 100;
      const sinceBooked = (changedAt: Date | null) => (changedAt && changedAt > order.createdAt ? changedAt.toISOString() : undefined);
      const detailsChangedAt = sinceBooked(order.detailsChangedAt);
      const photosChangedAt = sinceBooked(order.photosChangedAt);
      if (detailsChangedAt) booking.detailsChangedAt = detailsChangedAt;
      if (photosChangedAt) booking.photosChangedAt = photosChangedAt;
    }
    // Paid: the transaction id the buyer's own records show, for the page that says it is paid.
    if (order.status === 'paid') {
      const transactionId = await findTransactionIdOf(fastify.db, order.id);
      if (transactionId) booking.transactionId = transactionId;
    }
    return booking;
  });
};

export default orderRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CASH_MESSAGES } from '../payments/cash-messages.ts';
import { Acknowledged, BookingCancelled, ErrorBody, IdParams, NewBooking } from '@sellphones/contracts/schemas';
import { BD_PHONE_MESSAGES, bdMobileE164 } from '@sellphones/contracts';
import { writerSession } from '../auth/writer-session.ts';
import { bookPhone, cancelUnpaidBooking, MAX_OPEN_BOOKINGS_PER_BUYER, type BookingRefusal } from '../db/bookings.repository.ts';
import { perCaller } from '../http/rate-limits.ts';

export const BOOKING_MESSAGES = {
  notFound: 'This phone is no longer listed.',
  sold: 'This phone has already been sold.',
  own: 'You cannot book your own phone.',
  duplicate: 'You have already booked this phone. See My Orders.',
  tooManyOpen: `You already have ${MAX_OPEN_BOOKINGS_PER_BUYER} unpaid bookings. Pay for one of them, or cancel one you no longer want, in My Orders before booking another phone.`,
  cancelNotFound: 'This booking was not found among your orders.',
  cancelPaid: 'This booking is already paid, so it cannot be cancelled.',
} as const;

/** A buyer books a phone a few times a day; more than this a minute is a script holding the catalogue. */
const BOOKINGS_PER_MINUTE = 10;

/** Cancelling is a click with a confirmation; more than this a minute is a script. */
const CANCELLATIONS_PER_MINUTE = 20;

/** The booking modal's submission. Buyers only; everything but phone and place comes from the database. */
const bookingRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  function bookingRefused(reason: BookingRefusal) {
    switch (reason) {
      // A listing hidden by an admin is gone for everyone but its seller.
      case 'not-found': return fastify.httpErrors.notFound(BOOKING_MESSAGES.notFound);
      case 'sold': return fastify.httpErrors.conflict(BOOKING_MESSAGES.sold);
      case 'own': return fastify.httpErrors.conflict(BOOKING_MESSAGES.own);
      case 'reserved': return fastify.httpErrors.conflict(CASH_MESSAGES.reservedForAnother);
      case 'duplicate': return fastify.httpErrors.conflict(BOOKING_MESSAGES.duplicate);
      case 'too-many-open': return fastify.httpErrors.conflict(BOOKING_MESSAGES.tooManyOpen);
    }
  }

  fastify.post('/bookedProduct', {
    onRequest: [fastify.authenticate, fastify.requireRole('buyer')],
    config: { rateLimit: perCaller(BOOKINGS_PER_MINUTE) },
    schema: {
      tags: ['bookings'],
      summary: 'Book a phone',
      description:
        'Product name, image, price and category and the buyer name and email are taken from the database; values sent for them are ignored.',
      security: [{ apiToken: [] }],
      body: NewBooking,
      response: { 201: Acknowledged, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
    },
  }, async (request, reply) => {
    const { productId } = request.body;
    const phone = bdMobileE164(request.body.phone);
    if (!phone) throw fastify.httpErrors.badRequest(BD_PHONE_MESSAGES.invalid);
    const meetingLocation = request.body.meetingLocation.trim();
    if (!meetingLocation) throw fastify.httpErrors.badRequest('Enter your location for meeting');

    // The price the buyer agrees to is the one listed now, whatever the client sent.
    const booking = await bookPhone(fastify.db, writerSession(fastify, request), { productId, phone, meetingLocation });
    if (booking.kind === 'refused') throw bookingRefused(booking.reason);

    request.log.info({ bookingId: booking.id, productId }, 'phone booked');
    reply.code(201);
    return { acknowledged: true, insertedId: booking.id };
  });

  fastify.post('/bookedProduct/:id/cancel', {
    onRequest: fastify.authenticate,
    config: { rateLimit: perCaller(CANCELLATIONS_PER_MINUTE) },
    schema: {
      tags: ['bookings'],
      summary: 'Cancel one of your unpaid bookings (frees its place among your open bookings and ends its payment hold)',
      description: 'Cancelling a booking that is already cancelled answers 200 again and changes nothing.',
      security: [{ apiToken: [] }],
      params: IdParams,
      response: { 200: BookingCancelled, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
    },
  }, async (request) => {
    const bookingId = request.params.id;
    const outcome = await cancelUnpaidBooking(fastify.db, writerSession(fastify, request), bookingId);
    // Someone else's booking answers as a missing one: its id tells the caller nothing.
    if (outcome === 'missing') throw fastify.httpErrors.notFound(BOOKING_MESSAGES.cancelNotFound);
    if (outcome === 'paid') throw fastify.httpErrors.conflict(BOOKING_MESSAGES.cancelPaid);
    if (outcome === 'cancelled') request.log.info({ bookingId }, 'booking cancelled by its buyer');
    return { acknowledged: true };
  });
};

export default bookingRoutes;

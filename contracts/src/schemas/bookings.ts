import { Type, type Static } from 'typebox';
import { MEETING_LOCATION_MAX_LENGTH } from '../booking-fields.ts';
import { Id, PhoneNumber } from './common.ts';
import { ShownImei } from './imei.ts';
import { OrderStage } from './orders.ts';

/**
 * The booking modal's submission. The spec's other fields (names, price, image) may be sent
 * but are ignored: the API fills them from the database.
 */
export const NewBooking = Type.Object(
  {
    productId: Id,
    phone: PhoneNumber,
    meetingLocation: Type.String({ minLength: 1, maxLength: MEETING_LOCATION_MAX_LENGTH }),
    userName: Type.Optional(Type.String({ maxLength: 200 })),
    email: Type.Optional(Type.String({ maxLength: 254 })),
    categoryName: Type.Optional(Type.String({ maxLength: 60 })),
    productName: Type.Optional(Type.String({ maxLength: 200 })),
    productImage: Type.Optional(Type.String({ maxLength: 500 })),
    productPrice: Type.Optional(Type.Number()),
  },
  { additionalProperties: false },
);

export const BOOKING_STATUSES = ['unpaid', 'paid', 'cancelled'] as const;
export const BookingStatus = Type.Union([
  Type.Literal('unpaid'),
  Type.Literal('paid'),
  Type.Literal('cancelled'),
]);

/**
 * The phone was bought by another buyer, taken off the site (by its seller, or hidden by an admin),
 * or the buyer cancelled the booking.
 */
export const CancelledBecause = Type.Union([
  Type.Literal('sold-to-another'),
  Type.Literal('no-longer-listed'),
  Type.Literal('buyer-cancelled'),
]);

export const Booking = Type.Object(
  {
    _id: Id,
    userName: Type.String(),
    email: Type.String(),
    categoryName: Type.String(),
    productName: Type.String(),
    productImage: Type.String(),
    /** The photo's 192 px copy, what My Orders' 64 px picture shows; productImage where there is none. */
    productThumb: Type.String(),
    productPrice: Type.Number(),
    phone: Type.String(),
    meetingLocation: Type.String(),
    productId: Id,
    paid: Type.Boolean(),
    status: BookingStatus,
    /** When the buyer booked, and from whom: what My Orders shows besides the phone. */
    bookedAt: Type.String({ format: 'date-time' }),
    /** Why a cancelled booking was cancelled; only on cancelled bookings. */
    cancelledBecause: Type.Optional(CancelledBecause),
    sellerName: Type.String(),
    /** The phone's IMEI, in full while the booking is open (unpaid or paid), to verify with NEIR. */
    imei: Type.Optional(ShownImei),
    /** Where a paid booking stands after payment; its details at orderPath(_id). */
    orderStage: Type.Optional(OrderStage),
    /** An unpaid booking reserved for cash at the meetup: until when (past: it lapsed). */
    cashReservedUntil: Type.Optional(Type.String({ format: 'date-time' })),
    /**
     * The payment page's unpaid booking, when its seller lowered the price since it was booked:
     * what it cost then (productPrice is what is paid now).
     */
    priceWhenBooked: Type.Optional(Type.Number()),
    /** The payment page's unpaid booking, when its seller rewrote the phone's details after it was booked: when. */
    detailsChangedAt: Type.Optional(Type.String({ format: 'date-time' })),
    /** The payment page's unpaid booking, when its seller changed the phone's photos after it was booked: when. */
    photosChangedAt: Type.Optional(Type.String({ format: 'date-time' })),
    /** The payment page's paid booking: the transaction id the buyer's own records show (bKash's TrxID, the card payment's id). */
    transactionId: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export const BookingList = Type.Array(Booking);

/** The answer to a buyer cancelling one of their unpaid bookings. */
export const BookingCancelled = Type.Object({ acknowledged: Type.Boolean() }, { additionalProperties: false });


export type NewBooking = Static<typeof NewBooking>;
export type Booking = Static<typeof Booking>;
export type BookingCancelled = Static<typeof BookingCancelled>;
export type BookingStatus = Static<typeof BookingStatus>;
export type CancelledBecause = Static<typeof CancelledBecause>;

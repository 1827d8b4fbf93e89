import type { Booking } from '@sellphones/contracts/schemas';

/** A buyer's unpaid booking of a phone, as GET /bookingData/:id answers it. */
export const unpaidBooking: Booking = {
  _id: '00000000-0000-4000-8000-000000000007',
  userName: 'Rahim',
  email: 'rahim@example.test',
  categoryName: 'Oppo Phones',
  productName: 'Oppo A5',
  productImage: 'http://api.test/images/a.webp',
  productThumb: 'http://api.test/images/a-thumb.webp',
  productPrice: 150,
  phone: '01711111111',
  meetingLocation: 'Dhanmondi 27',
  productId: '00000000-0000-4000-8000-000000000001',
  paid: false,
  status: 'unpaid',
  bookedAt: '2026-11-20T10:00:00.000Z',
  sellerName: 'Rafiq',
  imei: { last4: '7518', full: '490154203237518' },
};

import type { OrderDetails } from '../schemas/index.ts';

/**
 * A paid order as `GET /orders/:id` answers it, for the apps' tests: the buyer's view, waiting
 * for the handover; `changes` make it the seller's or move it on.
 */
export function paidOrderDetails(changes: Partial<OrderDetails> = {}): OrderDetails {
  return {
    _id: '00000000-0000-4000-8000-000000000009',
    productId: '00000000-0000-4000-8000-000000000001',
    productName: 'Galaxy S21',
    productImage: 'http://api.test/images/a.webp',
    categoryName: 'Samsung Phones',
    price: 120,
    imei: { last4: '7518', full: '490154203237518' },
    viewer: 'buyer',
    stage: 'paid',
    counterpart: { role: 'seller', name: 'Rafiq Seller', phone: '01712345678' },
    meetingLocation: 'Gulshan 2',
    timeline: [
      { event: 'booked', at: '2026-11-20T10:00:00.000Z' },
      { event: 'paid', at: '2026-11-20T10:05:00.000Z' },
    ],
    canHandOver: false,
    canConfirmReceipt: false,
    canReportProblem: false,
    canRate: false,
    ...changes,
  };
}

import { localBdMobile, problemReportUntil, receiptAutomaticAt } from '@sellphones/contracts';
import type { Dispute, DisputeRow, OrderDetails, ProblemReason, SaleRow } from '@sellphones/contracts/schemas';
import type { OrderRecord } from '../db/order-steps.repository.ts';
import { toPublicSmallUrl, toPublicUrl } from '../http/public-url.ts';
import { checkStep, orderStage, orderTimeline, receiptOf, type OrderSide } from './order-stages.ts';
import { showImei } from './shown-imei.ts';

/** Which side of this order the caller is on; undefined for anyone else (who is told it does not exist). */
export function sideOf(order: OrderRecord, caller: { id: string; role: string }): OrderSide | undefined {
  if (order.buyerId === caller.id) return 'buyer';
  if (order.sellerId === caller.id) return 'seller';
  if (caller.role === 'admin') return 'admin';
  return undefined;
}

function disputeOf(order: OrderRecord): Dispute | undefined {
  if (!order.dispute || order.disputeReason === null || order.disputeText === null) return undefined;
  return {
    reason: order.disputeReason as ProblemReason,
    text: order.disputeText,
    openedAt: order.dispute.openedAt.toISOString(),
    ...(order.dispute.outcome ? { outcome: order.dispute.outcome } : {}),
    ...(order.disputeResolution !== null ? { resolution: order.disputeResolution } : {}),
    ...(order.dispute.resolvedAt ? { resolvedAt: order.dispute.resolvedAt.toISOString() } : {}),
  };
}

/**
 * The order as its buyer or seller sees it: the other side's name and phone number (never their
 * email), the meeting place, the timeline, the whole IMEI, and which steps the caller may take now.
 * An admin reading it sees the buyer's view.
 */
export function toOrderDetails(order: OrderRecord, side: OrderSide, publicUrl: string, now: Date): OrderDetails {
  const viewer = side === 'seller' ? 'seller' : 'buyer';
  const can = (step: Parameters<typeof checkStep>[0]) => checkStep(step, side, order, now).allowed;
  const dispute = disputeOf(order);
  const awaitingReceipt = order.handedOverAt !== null && !receiptOf(order, now);
  return {
    _id: order.id,
    productId: order.productId,
    productName: order.productName,
    productImage: toPublicUrl(publicUrl, order.productImageUrl),
    categoryName: order.categoryName,
    price: order.priceCents / 100,
    ...showImei(order.imei, true),
    viewer,
    stage: orderStage(order, now),
    counterpart:
      viewer === 'buyer'
        ? { role: 'seller', name: order.sellerName, phone: localBdMobile(order.sellerPhone) }
        : { role: 'buyer', name: order.buyerName, phone: localBdMobile(order.buyerPhone) },
    meetingLocation: order.meetingLocation,
    timeline: orderTimeline(order, now),
    ...(awaitingReceipt && order.handedOverAt ? { receiptAutomaticAt: receiptAutomaticAt(order.handedOverAt).toISOString() } : {}),
    ...(order.handedOverAt ? { problemReportUntil: problemReportUntil(order.handedOverAt).toISOString() } : {}),
    canHandOver: can('handOver'),
    canConfirmReceipt: can('confirmReceipt'),
    canReportProblem: can('reportProblem'),
    canRate: can('rate'),
    ...(dispute ? { dispute } : {}),
    ...(order.ratingStars !== null
      ? { rating: { stars: order.ratingStars, ...(order.ratingComment !== null ? { comment: order.ratingComment } : {}) } }
      : {}),
  };
}

export function toSaleRow(order: OrderRecord, publicUrl: string, now: Date): SaleRow {
  return {
    _id: order.id,
    productId: order.productId,
    productName: order.productName,
    productImage: toPublicUrl(publicUrl, order.productImageUrl),
    productThumb: toPublicSmallUrl(publicUrl, order.productImageUrl),
    price: order.priceCents / 100,
    stage: orderStage(order, now),
    buyerName: order.buyerName,
    paidAt: order.paidAt.toISOString(),
    ...(order.ratingStars !== null ? { rating: order.ratingStars } : {}),
  };
}

/** A row of the admins' dispute queue: both sides' contacts, so the admin can call them. */
export function toDisputeRow(order: OrderRecord, now: Date): DisputeRow | undefined {
  const dispute = disputeOf(order);
  if (!dispute || !order.handedOverAt) return undefined;
  return {
    orderId: order.id,
    productId: order.productId,
    productName: order.productName,
    price: order.priceCents / 100,
    ...showImei(order.imei, true),
    stage: orderStage(order, now),
    buyerName: order.buyerName,
    buyerEmail: order.buyerEmail,
    buyerPhone: localBdMobile(order.buyerPhone),
    sellerName: order.sellerName,
    sellerEmail: order.sellerEmail,
    sellerPhone: localBdMobile(order.sellerPhone),
    handedOverAt: order.handedOverAt.toISOString(),
    dispute,
  };
}

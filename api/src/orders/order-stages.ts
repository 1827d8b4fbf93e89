import { problemReportUntil, receiptAutomaticAt } from '@sellphones/contracts';
import type { OrderStage, TimelineEntry } from '@sellphones/contracts/schemas';

/**
 * Where a paid order stands, computed from its timestamps every time it is read: a receipt counted
 * 7 days after handover, or the end of the 3 days to report a problem, needs no timer in any process,
 * so any number of API instances agree on it.
 */
export interface OrderFacts {
  bookedAt: Date;
  paidAt: Date;
  handedOverAt: Date | null;
  receivedAt: Date | null;
  dispute: { openedAt: Date; outcome: 'refund' | 'close' | null; resolvedAt: Date | null } | null;
  ratedAt: Date | null;
}

/** What a paid order's stage is computed from: My Orders reads no more than this. */
export type StageFacts = Pick<OrderFacts, 'handedOverAt' | 'receivedAt' | 'dispute'>;

/** The receipt: confirmed by the buyer, or counted automatically 7 days after handover. */
export function receiptOf(order: StageFacts, now: Date): { at: Date; automatic: boolean } | undefined {
  if (!order.handedOverAt) return undefined;
  if (order.receivedAt) return { at: order.receivedAt, automatic: false };
  // A problem reported in time stops the clock: the admin's decision settles the order instead.
  if (order.dispute) return undefined;
  const automaticAt = receiptAutomaticAt(order.handedOverAt);
  return now >= automaticAt ? { at: automaticAt, automatic: true } : undefined;
}

export function orderStage(order: StageFacts, now: Date): OrderStage {
  if (order.dispute) {
    if (order.dispute.outcome === null) return 'in_dispute';
    return order.dispute.outcome === 'refund' ? 'refunded' : 'completed';
  }
  if (!order.handedOverAt) return 'paid';
  if (!receiptOf(order, now)) return 'handed_over';
  return now < problemReportUntil(order.handedOverAt) ? 'received' : 'completed';
}

/** What happened, in the order it happens, with the dates both sides see. */
export function orderTimeline(order: OrderFacts, now: Date): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    { event: 'booked', at: order.bookedAt.toISOString() },
    { event: 'paid', at: order.paidAt.toISOString() },
  ];
  if (order.handedOverAt) entries.push({ event: 'handed_over', at: order.handedOverAt.toISOString() });
  const receipt = receiptOf(order, now);
  if (receipt) entries.push({ event: 'received', at: receipt.at.toISOString(), ...(receipt.automatic ? { automatic: true } : {}) });
  const { dispute } = order;
  if (dispute) {
    entries.push({ event: 'dispute_opened', at: dispute.openedAt.toISOString() });
    if (dispute.resolvedAt && dispute.outcome) {
      const at = dispute.resolvedAt.toISOString();
      entries.push({ event: dispute.outcome === 'refund' ? 'dispute_refunded' : 'dispute_closed', at });
      if (dispute.outcome === 'close') entries.push({ event: 'completed', at });
    }
  } else if (receipt && order.handedOverAt && orderStage(order, now) === 'completed') {
    const windowEnd = problemReportUntil(order.handedOverAt);
    entries.push({ event: 'completed', at: (receipt.at > windowEnd ? receipt.at : windowEnd).toISOString() });
  }
  if (order.ratedAt) entries.push({ event: 'rated', at: order.ratedAt.toISOString() });
  return entries;
}

/** Who may take a step: the order's buyer, its seller, or an admin. */
export type OrderSide = 'buyer' | 'seller' | 'admin';

export type OrderStep = 'handOver' | 'confirmReceipt' | 'reportProblem' | 'rate' | 'resolveDispute';

/**
 * The one table of allowed steps after payment: who takes each, and from which stages. Every
 * order route asks `checkStep`; no route sets a stage by hand.
 */
export const ORDER_STEPS: Record<OrderStep, { by: OrderSide; from: readonly OrderStage[]; to?: OrderStage }> = {
  handOver: { by: 'seller', from: ['paid'], to: 'handed_over' },
  confirmReceipt: { by: 'buyer', from: ['handed_over'], to: 'received' },
  // Also only until 3 days after handover (checked below): a received order is completed after that.
  reportProblem: { by: 'buyer', from: ['handed_over', 'received'], to: 'in_dispute' },
  rate: { by: 'buyer', from: ['completed'] },
  resolveDispute: { by: 'admin', from: ['in_dispute'] },
};

export const STEP_MESSAGES = {
  wrongSide: {
    handOver: 'Only the seller of this phone confirms the handover.',
    confirmReceipt: 'Only the buyer of this phone confirms receiving it.',
    reportProblem: 'Only the buyer of this phone can report a problem with it.',
    rate: 'Only the buyer of this phone can rate its seller.',
    resolveDispute: 'Only an admin resolves a dispute.',
  },
  wrongStage: {
    handOver: 'This order is not waiting for a handover.',
    confirmReceipt: 'This phone has not been handed over, or its receipt is already confirmed.',
    reportProblem: 'A problem can be reported only within 3 days of the handover.',
    rate: 'You can rate the seller once the order is completed.',
    resolveDispute: 'This order is not in dispute.',
  },
  alreadyRated: 'You have already rated this seller for this order.',
} as const satisfies {
  wrongSide: Record<OrderStep, string>;
  wrongStage: Record<OrderStep, string>;
  alreadyRated: string;
};

export type StepCheck = { allowed: true } | { allowed: false; statusCode: 403 | 409; message: string };

/** Whether `side` may take `step` on this order now: 403 for the wrong side, 409 for the wrong stage. */
export function checkStep(step: OrderStep, side: OrderSide, order: OrderFacts, now: Date): StepCheck {
  const rule = ORDER_STEPS[step];
  if (rule.by !== side) return { allowed: false, statusCode: 403, message: STEP_MESSAGES.wrongSide[step] };
  const stage = orderStage(order, now);
  const inWindow = step !== 'reportProblem' || (order.handedOverAt !== null && now < problemReportUntil(order.handedOverAt));
  if (!rule.from.includes(stage) || !inWindow) {
    return { allowed: false, statusCode: 409, message: STEP_MESSAGES.wrongStage[step] };
  }
  if (step === 'rate' && order.ratedAt) return { allowed: false, statusCode: 409, message: STEP_MESSAGES.alreadyRated };
  return { allowed: true };
}

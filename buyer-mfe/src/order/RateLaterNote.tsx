import type { OrderDetails } from '@sellphones/contracts/schemas';
import { useFormat } from '@sellphones/ui';
import { useText } from '../texts.ts';

/**
 * A received order, not yet rated: the seller can only be rated once the order completes, which
 * is when the window to report a problem closes. Said here so the buyer, who sees only the
 * problem form after confirming receipt, knows rating comes later (and from when, if known).
 */
export function RateLaterNote({ order }: { order: Pick<OrderDetails, 'stage' | 'problemReportUntil' | 'rating'> }) {
  const t = useText();
  const format = useFormat();
  if (order.stage !== 'received' || order.rating) return null;
  return (
    <p>
      {order.problemReportUntil ? t('order.rateFrom', { date: format.dateTime(order.problemReportUntil) }) : t('order.rateOnceComplete')}
    </p>
  );
}

import { NothingToRetry } from '@sellphones/ui';
import { Link } from 'react-router-dom';
import { useText } from '../texts.ts';

/** A booking or an order the buyer has not (400, 403, 404): there is nothing to retry, only My Orders. */
export function NoSuchOrder({ title }: { title: string }) {
  const t = useText();
  return (
    <NothingToRetry title={title}>
      <Link to="/dashboard/myOrders">{t('noSuchOrder.seeOrders')}</Link>
    </NothingToRetry>
  );
}

import { isApiError } from '@sellphones/contracts';
import { EmptyState } from '@sellphones/ui';
import { Link } from 'react-router-dom';
import { useText } from '../texts.ts';

/**
 * Whether the API refused to read a booking or an order for good: not an id (400), not this
 * buyer's (403), or none (404). Asking again cannot help, unlike a lost connection or a 5xx.
 */
export function isNoSuchOrder(error: unknown): boolean {
  return isApiError(error) && [400, 403, 404].includes(error.status);
}

/**
 * Said under the page's title instead of "could not load, try again": there is nothing to try
 * again, only My Orders, where the buyer's own are. An alert, as the error it replaces, so a
 * screen reader on the page's title hears it.
 */
export function NoSuchOrder({ title }: { title: string }) {
  const t = useText();
  return (
    <div role="alert">
      <EmptyState title={title}>
        <Link to="/dashboard/myOrders">{t('noSuchOrder.seeOrders')}</Link>
      </EmptyState>
    </div>
  );
}

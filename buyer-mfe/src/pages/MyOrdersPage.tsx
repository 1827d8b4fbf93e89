import { readableMessage, type ShellApi } from '@sellphones/contracts';
import { EmptyState, InlineError, Loading, Page, PageTitle } from '@sellphones/ui';
import { Link } from 'react-router-dom';
import { OrdersTable } from '../orders/OrdersTable.tsx';
import { useMyOrders } from '../orders/useMyOrders.ts';

export function MyOrdersPage({ shell }: { shell: ShellApi }) {
  const orders = useMyOrders(shell);
  return (
    <Page>
      <PageTitle>My Orders</PageTitle>
      {orders.isPending ? (
        <Loading />
      ) : orders.isError ? (
        <InlineError message={`Your orders could not be loaded: ${readableMessage(orders.error, 'please try again.')}`} onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <EmptyState title="No Product Booked!">
          <Link to="/">Go to the home page</Link>
        </EmptyState>
      ) : (
        <OrdersTable bookings={orders.data} />
      )}
    </Page>
  );
}

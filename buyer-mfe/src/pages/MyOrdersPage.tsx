import { readableMessage, type ShellApi } from '@sellphones/contracts';
import { Button, EmptyState, InlineError, Loading, Page, PageTitle } from '@sellphones/ui';
import { Link } from 'react-router-dom';
import { OrdersTable } from '../orders/OrdersTable.tsx';
import { useMyOrders } from '../orders/useMyOrders.ts';

export function MyOrdersPage({ shell }: { shell: ShellApi }) {
  const orders = useMyOrders(shell);
  const bookings = orders.data?.pages.flat() ?? [];
  return (
    <Page>
      <PageTitle>My Orders</PageTitle>
      {orders.isPending ? (
        <Loading />
      ) : orders.isError ? (
        <InlineError message={`Your orders could not be loaded: ${readableMessage(orders.error, 'please try again.')}`} onRetry={() => void orders.refetch()} />
      ) : bookings.length === 0 ? (
        <EmptyState title="No Product Booked!">
          <Link to="/">Go to the home page</Link>
        </EmptyState>
      ) : (
        <>
          <OrdersTable bookings={bookings} />
          {orders.hasNextPage && (
            <Button $variant="secondary" disabled={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
              {orders.isFetchingNextPage ? 'Loading...' : 'Show more orders'}
            </Button>
          )}
        </>
      )}
    </Page>
  );
}

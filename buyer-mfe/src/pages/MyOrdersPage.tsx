import { readableMessage, type ShellApi } from '@sellphones/contracts';
import { Button, ConfirmDialog, EmptyState, InlineError, Loading, Page, PageTitle } from '@sellphones/ui';
import type { Booking } from '@sellphones/contracts/schemas';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { OrdersTable } from '../orders/OrdersTable.tsx';
import { useCancelBooking } from '../orders/useCancelBooking.ts';
import { useMyOrders } from '../orders/useMyOrders.ts';

export function MyOrdersPage({ shell }: { shell: ShellApi }) {
  const orders = useMyOrders(shell);
  const bookings = orders.data?.pages.flat() ?? [];
  const cancel = useCancelBooking(shell);
  const [toCancel, setToCancel] = useState<Booking | null>(null);
  const cancellingId = cancel.isPending ? (cancel.variables?._id ?? null) : null;
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
          <OrdersTable bookings={bookings} onCancel={setToCancel} cancellingId={cancellingId} />
          {orders.hasNextPage && (
            <Button $variant="secondary" disabled={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
              {orders.isFetchingNextPage ? 'Loading...' : 'Show more orders'}
            </Button>
          )}
        </>
      )}
      <ConfirmDialog
        open={toCancel !== null}
        message={`Cancel your booking for ${toCancel?.productName ?? 'this phone'}? The seller's phone goes back to other buyers.`}
        confirmLabel="Cancel booking"
        cancelLabel="Keep booking"
        danger
        onConfirm={() => {
          if (toCancel) cancel.mutate(toCancel);
          setToCancel(null);
        }}
        onCancel={() => setToCancel(null)}
      />
    </Page>
  );
}

import type { ShellApi } from '@sellphones/contracts';
import { ConfirmDialog, EmptyState, InlineError, Loading, Page, PageTitle, ShowMore, useErrorText, useFocusOnceShown } from '@sellphones/ui';
import type { Booking } from '@sellphones/contracts/schemas';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { OrdersTable } from '../orders/OrdersTable.tsx';
import { useCancelBooking } from '../orders/useCancelBooking.ts';
import { useMyOrders } from '../orders/useMyOrders.ts';
import { useText } from '../texts.ts';

export function MyOrdersPage({ shell }: { shell: ShellApi }) {
  const orders = useMyOrders(shell);
  const t = useText();
  const errorText = useErrorText();
  const bookings = orders.data?.pages.flat() ?? [];
  const cancel = useCancelBooking(shell);
  const [toCancel, setToCancel] = useState<Booking | null>(null);
  const cancellingId = cancel.isPending ? (cancel.variables?._id ?? null) : null;
  // The Cancel button pressed is gone once the booking is cancelled: the keyboard goes to the
  // booking's new status, which replaces it (back on the button when cancelling failed).
  const focusOnceShown = useFocusOnceShown(cancellingId !== null, bookings);
  const inRow = (booking: Booking, part: string) => () => document.querySelector<HTMLElement>(`[data-booking="${booking._id}"] ${part}`);
  return (
    <Page>
      <PageTitle>{t('myOrders.title')}</PageTitle>
      {orders.isPending ? (
        <Loading />
      ) : orders.isError ? (
        <InlineError message={t('myOrders.failed', { reason: errorText(orders.error, t('myOrders.tryAgain')) })} onRetry={() => void orders.refetch()} />
      ) : bookings.length === 0 ? (
        <EmptyState title={t('myOrders.empty')}>
          <Link to="/">{t('myOrders.goHome')}</Link>
        </EmptyState>
      ) : (
        <>
          <OrdersTable bookings={bookings} onCancel={setToCancel} cancellingId={cancellingId} />
          <ShowMore
            list={orders}
            shown={bookings.length}
            items={() => document.querySelectorAll('[data-booking]')}
            label={t('myOrders.more')}
            loadingLabel={t('myOrders.loadingMore')}
          />
        </>
      )}
      <ConfirmDialog
        open={toCancel !== null}
        message={t('myOrders.cancelConfirm', { name: toCancel?.productName ?? t('myOrders.thisPhone') })}
        confirmLabel={t('myOrders.cancelBooking')}
        cancelLabel={t('myOrders.keepBooking')}
        danger
        onConfirm={() => {
          if (toCancel) {
            focusOnceShown(inRow(toCancel, '[data-status="cancelled"]'));
            cancel.mutate(toCancel, { onError: () => focusOnceShown(inRow(toCancel, '[data-action="cancel"]')) });
          }
          setToCancel(null);
        }}
        onCancel={() => setToCancel(null)}
      />
    </Page>
  );
}

import { lazy, Suspense, type ComponentProps } from 'react';
import { Loading } from '@sellphones/ui';

// The booking form (react-hook-form and the form's rules) is only needed once a buyer presses
// Book Now: it downloads after the phones are on screen (prepareBookingModal), not before them.
const loadBookingModal = () => import('./BookingModal.tsx');
const BookingModal = lazy(() => loadBookingModal().then((m) => ({ default: m.BookingModal })));

/** Starts downloading the booking form, ahead of the first Book Now. */
export function prepareBookingModal(): void {
  loadBookingModal().catch(() => undefined);
}

/** The booking dialog (see BookingModal.tsx); a loading text while its code is still on its way. */
export function DeferredBookingModal(props: ComponentProps<typeof BookingModal>) {
  return (
    <Suspense fallback={<Loading />}>
      <BookingModal {...props} />
    </Suspense>
  );
}

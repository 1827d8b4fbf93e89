import { lazy, Suspense, type ComponentProps } from 'react';
import { Loading } from '@sellphones/ui';

// The booking form (react-hook-form and the form's rules) is only needed once a buyer presses
// Book Now: its code downloads then, never on the way to the page's first paint.
const BookingModal = lazy(() => import('./BookingModal.tsx').then((m) => ({ default: m.BookingModal })));

/** The booking dialog (see BookingModal.tsx); a loading text while its code is still on its way. */
export function DeferredBookingModal(props: ComponentProps<typeof BookingModal>) {
  return (
    <Suspense fallback={<Loading />}>
      <BookingModal {...props} />
    </Suspense>
  );
}

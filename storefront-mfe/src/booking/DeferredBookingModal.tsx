import { lazy, Suspense, type ComponentProps } from 'react';
import { Loading } from '@sellphones/ui';

// The booking form (react-hook-form and the form's rules) is only needed once a buyer presses
// Book Now: it downloads after the first phone's photo is on screen (prepareBookingModal), so it
// never competes with the page's largest paint for the connection.
const loadBookingModal = () => import('./BookingModal.tsx');
const BookingModal = lazy(() => loadBookingModal().then((m) => ({ default: m.BookingModal })));

/**
 * Starts downloading the booking form ahead of the first Book Now: after the next frame has been
 * painted (the one showing the photo that called it) and the browser is idle.
 */
export function prepareBookingModal(): void {
  const load = () => void loadBookingModal().catch(() => undefined);
  requestAnimationFrame(() =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 2000 });
      else load();
    }, 0),
  );
}

/** The booking dialog (see BookingModal.tsx); a loading text while its code is still on its way. */
export function DeferredBookingModal(props: ComponentProps<typeof BookingModal>) {
  return (
    <Suspense fallback={<Loading />}>
      <BookingModal {...props} />
    </Suspense>
  );
}

import { lazy, Suspense, type ComponentProps } from 'react';
import { Loading } from '@sellphones/ui';

// The booking form (react-hook-form and the form's rules) is only needed once a buyer presses
// Book Now: it downloads after the first phone's photo is on screen (prepareBookingModal), so it
// never competes with the page's largest paint for the connection.
const loadBookingModal = () => import('./BookingModal.tsx');
const BookingModal = lazy(() => loadBookingModal().then((m) => ({ default: m.BookingModal })));

/** How long after the first photo the booking form starts downloading: before any buyer can press Book Now. */
const AFTER_FIRST_PHOTO_MS = 1000;

/**
 * Starts downloading the booking form ahead of the first Book Now: a moment after the first
 * photo has shown (so it is painted by then), when the browser is idle.
 */
export function prepareBookingModal(): void {
  const load = () => void loadBookingModal().catch(() => undefined);
  setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 2000 });
    else load();
  }, AFTER_FIRST_PHOTO_MS);
}

/** The booking dialog (see BookingModal.tsx); a loading text while its code is still on its way. */
export function DeferredBookingModal(props: ComponentProps<typeof BookingModal>) {
  return (
    <Suspense fallback={<Loading />}>
      <BookingModal {...props} />
    </Suspense>
  );
}

import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import type { ShellApi } from '@sellphones/contracts';
import type { ListedProduct, ListingPage } from '@sellphones/contracts/schemas';
import { Button, EmptyState, InlineError, Loading, Pagination, useErrorText, useFocusOnceShown, useFormat } from '@sellphones/ui';
import { DeferredBookingModal } from '../booking/DeferredBookingModal.tsx';
import { ProductCard } from '../products/ProductCard.tsx';
import { useText } from '../texts.ts';

/** One column on a phone, two on wide screens (the spec's grid). */
const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

/** The count above the cards, where the keyboard goes when the pager turns the page. */
const SUMMARY_ID = 'listing-summary';

interface ListingResultsProps {
  shell: ShellApi;
  listing: UseQueryResult<ListingPage>;
  page: number;
  /** Shows another page (the results take the keyboard there themselves). */
  onPage(page: number): void;
  /** Given while filters are on: "No product available" then offers to clear them. */
  onClearFilters?: () => void;
  /** What else to try when nothing matched (a search's words). */
  emptyHint?: ReactNode;
}

/** A page of phone cards (a category's or a search's): loading, error, none, the cards, the pages, booking. */
export function ListingResults({ shell, listing, page, onPage, onClearFilters, emptyHint }: ListingResultsProps) {
  const [booking, setBooking] = useState<ListedProduct | null>(null);
  // The Book Now that opened the booking form gets focus back once the form is gone, however it
  // closed (Escape, Cancel, a click on the backdrop): otherwise focus falls to the page's start.
  const bookingOpener = useRef<HTMLElement | null>(null);
  function openBooking(product: ListedProduct) {
    bookingOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setBooking(product);
  }
  useEffect(() => {
    if (booking || !bookingOpener.current) return;
    bookingOpener.current.focus();
    bookingOpener.current = null;
  }, [booking]);

  // The cards are built from a deferred copy of the page: in an interruptible render after it
  // arrives, not in the one task that blocks input (react-query's updates are synchronous).
  const data = useDeferredValue(listing.data);
  const t = useText();
  const format = useFormat();
  const errorText = useErrorText();
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;

  // A new page is read from its top: the keyboard (and the screen) go to the count above its
  // cards once it is shown, not left on the pager below them.
  const focusOnceShown = useFocusOnceShown(listing.isPlaceholderData, data);
  function turnPage(next: number) {
    onPage(next);
    focusOnceShown(() => document.getElementById(SUMMARY_ID));
  }
  // The button pressed goes with the empty state: the keyboard goes to the count of what is shown now.
  function clearFilters() {
    onClearFilters?.();
    focusOnceShown(() => document.getElementById(SUMMARY_ID));
  }

  return (
    <>
      {!data && !listing.isError && <Loading />}
      {listing.isError && (
        <InlineError message={errorText(listing.error, t('listing.failed'))} onRetry={() => void listing.refetch()} />
      )}
      {data && data.products.length === 0 && (
        <EmptyState title={t('listing.empty')}>
          {onClearFilters ? (
            <>
              <p>{t('listing.filtersHide')}</p>
              <Button type="button" $variant="secondary" onClick={clearFilters}>
                {t('listing.clearFilters')}
              </Button>
            </>
          ) : (
            emptyHint
          )}
        </EmptyState>
      )}
      {data && data.products.length > 0 && (
        <>
          <Summary id={SUMMARY_ID} tabIndex={-1} aria-live="polite">
            {t('listing.count', { count: data.total, total: format.number(data.total) })}
            {listing.isPlaceholderData ? t('listing.updating') : ''}
          </Summary>
          <Grid>
            {data.products.map((product, index) => (
              <ProductCard
                key={product._id}
                product={product}
                role={shell.role}
                onBook={openBooking}
                priority={index === 0}
              />
            ))}
          </Grid>
          <Pagination page={page} pageCount={pageCount} onPage={turnPage} />
        </>
      )}
      {booking && <DeferredBookingModal shell={shell} product={booking} onClose={() => setBooking(null)} />}
    </>
  );
}

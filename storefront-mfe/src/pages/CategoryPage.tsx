import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  listingQuery,
  readableMessage,
  readListingState,
  writeListingState,
  type ListingState,
  type ShellApi,
} from '@sellphones/contracts';
import type { ListedProduct } from '@sellphones/contracts/schemas';
import { EmptyState, InlineError, Loading, Page, PageTitle, Pagination } from '@sellphones/ui';
import { DeferredBookingModal, prepareBookingModal } from '../booking/DeferredBookingModal.tsx';
import { ListingControls } from '../category/ListingControls.tsx';
import { requestListing, takePrefetchedListing } from '../category/prefetched-listing.ts';
import { ProductCard } from '../products/ProductCard.tsx';

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

/** /products/:cateName: the unsold phones of one brand, with sort, filters and pages in the address. */
export function CategoryPage({ shell }: { shell: ShellApi }) {
  const { cateName = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListingState(searchParams);
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

  const listing = useQuery({
    // The user is part of the key: phone numbers and "own phone" depend on who asks.
    queryKey: ['products', cateName, listingQuery(state), shell.user?.uid ?? null],
    queryFn: ({ signal }) =>
      takePrefetchedListing(cateName, listingQuery(state)) ??
      requestListing(shell.request, cateName, listingQuery(state), signal),
    placeholderData: keepPreviousData,
  });

  function show(next: ListingState) {
    setSearchParams(writeListingState(next));
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  }

  // The cards are built from a deferred copy of the page: in an interruptible render after it
  // arrives, not in the one task that blocks input (react-query's updates are synchronous).
  const data = useDeferredValue(listing.data);
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;

  return (
    <Page>
      <PageTitle>{cateName}</PageTitle>
      <ListingControls key={searchParams.toString()} state={state} onChange={show} />
      {!data && !listing.isError && <Loading />}
      {listing.isError && (
        <InlineError message={readableMessage(listing.error, 'The phones could not be loaded.')} onRetry={() => void listing.refetch()} />
      )}
      {data && data.products.length === 0 && <EmptyState title="No product available !!!" />}
      {data && data.products.length > 0 && (
        <>
          <Summary aria-live="polite">
            {data.total} {data.total === 1 ? 'phone' : 'phones'} for sale
            {listing.isPlaceholderData ? ' (updating....)' : ''}
          </Summary>
          <Grid>
            {data.products.map((product, index) => (
              <ProductCard
                key={product._id}
                product={product}
                role={shell.role}
                onBook={openBooking}
                priority={index === 0}
                // The booking form downloads once the first photo is on screen: never in its way.
                onPhotoSettled={index === 0 ? prepareBookingModal : undefined}
              />
            ))}
          </Grid>
          <Pagination page={state.page} pageCount={pageCount} onPage={(page) => show({ ...state, page })} />
        </>
      )}
      {booking && <DeferredBookingModal shell={shell} product={booking} onClose={() => setBooking(null)} />}
    </Page>
  );
}

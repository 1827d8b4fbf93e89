import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { listingQuery, readListingState, writeListingState, type ListingState, type ShellApi } from '@sellphones/contracts';
import { Page, PageTitle } from '@sellphones/ui';
import { ListingControls } from '../category/ListingControls.tsx';
import { ListingResults } from '../category/ListingResults.tsx';
import { requestListing, takePrefetchedListing } from '../category/prefetched-listing.ts';

/** /products/:cateName: the unsold phones of one brand, with sort, filters and pages in the address. */
export function CategoryPage({ shell }: { shell: ShellApi }) {
  const { cateName = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListingState(searchParams);

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

  return (
    <Page>
      <PageTitle>{cateName}</PageTitle>
      <ListingControls key={searchParams.toString()} state={state} onChange={show} />
      <ListingResults shell={shell} listing={listing} page={state.page} onPage={(page) => show({ ...state, page })} />
    </Page>
  );
}

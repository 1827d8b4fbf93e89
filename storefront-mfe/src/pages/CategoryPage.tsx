import { keepPreviousData, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { isApiError, listingQuery, readListingState, writeListingState, type ListingState, type ShellApi } from '@sellphones/contracts';
import { EmptyState, Page, PageTitle, useFormat } from '@sellphones/ui';
import { ListingControls } from '../category/ListingControls.tsx';
import { ListingResults } from '../category/ListingResults.tsx';
import { isFiltered, withoutFilters } from '../category/listing-filters.ts';
import { listingRead } from '../category/listing-read.ts';
import { useText } from '../texts.ts';

/** /products/:cateName: the unsold phones of one brand, with sort, filters and pages in the address. */
export function CategoryPage({ shell }: { shell: ShellApi }) {
  const { cateName = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const format = useFormat();
  const t = useText();
  const state = readListingState(searchParams);

  const pageRead = listingRead(shell, cateName, listingQuery(state));
  // Asked for as the page starts to render, not once it has been drawn: it is what the page waits for.
  usePrefetchQuery(pageRead);
  const listing = useQuery({ ...pageRead, placeholderData: keepPreviousData });

  // Another sort or filter: back to the top, where the controls are (the pager's page is read from its count).
  function show(next: ListingState) {
    setSearchParams(writeListingState(next));
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  }

  // An address that names no brand (a typo, an old link) stays so: nothing to filter, sort or retry.
  if (isApiError(listing.error) && listing.error.status === 404) {
    return (
      <Page>
        <EmptyState level={1} title={t('listing.unknownCategory', { name: format.category(cateName) })}>
          <p>
            <Link to="/">{t('phone.seeForSale')}</Link>
          </p>
        </EmptyState>
      </Page>
    );
  }

  return (
    <Page>
      <PageTitle>{format.category(cateName)}</PageTitle>
      {/* Another brand is another listing: what was typed in its price boxes, and what was wrong with it, goes. */}
      <ListingControls key={cateName} state={state} onChange={show} />
      <ListingResults
        shell={shell}
        listing={listing}
        page={state.page}
        onPage={(page) => setSearchParams(writeListingState({ ...state, page }))}
        onClearFilters={isFiltered(state) ? () => setSearchParams(writeListingState(withoutFilters(state))) : undefined}
      />
    </Page>
  );
}

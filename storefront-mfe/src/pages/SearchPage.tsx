import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { readSearchState, searchQuery, writeSearchState, type SearchSort, type SearchState, type ShellApi } from '@sellphones/contracts';
import type { ListingPage } from '@sellphones/contracts/schemas';
import { EmptyState, Page, PageTitle } from '@sellphones/ui';
import { ListingControls } from '../category/ListingControls.tsx';
import { ListingResults } from '../category/ListingResults.tsx';
import { isFiltered, withoutFilters } from '../category/listing-filters.ts';
import { NoMatchHint } from '../search/NoMatchHint.tsx';
import { useText } from '../texts.ts';

/** Best match first, then the category page's sorts. */
const SEARCH_SORTS: readonly SearchSort[] = ['relevance', 'newest', 'price-asc', 'price-desc'];

/** /search?q=...: phones of every brand whose names are close to the words typed in the header. */
export function SearchPage({ shell }: { shell: ShellApi }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readSearchState(searchParams);
  const t = useText();

  const listing = useQuery({
    // The user is part of the key: phone numbers and "own phone" depend on who asks.
    queryKey: ['search', searchQuery(state), shell.user?.uid ?? null],
    queryFn: ({ signal }) => shell.request<ListingPage>('/search', { query: searchQuery(state), signal }),
    placeholderData: keepPreviousData,
    enabled: state.q !== '',
  });

  // Another sort or filter: back to the top, where the controls are (the pager's page is read from its count).
  function show(next: SearchState) {
    setSearchParams(writeSearchState(next));
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  }

  if (state.q === '') {
    return (
      <Page>
        <PageTitle>{t('search.title')}</PageTitle>
        <EmptyState title={t('search.typeModel')} />
      </Page>
    );
  }
  return (
    <Page>
      <PageTitle>{t('search.resultsTitle', { q: state.q })}</PageTitle>
      {/* Other words are another listing: what was typed in its price boxes, and what was wrong with it, goes. */}
      <ListingControls<SearchSort>
        key={state.q}
        state={state}
        sorts={SEARCH_SORTS}
        onChange={(next) => show({ ...next, q: state.q })}
      />
      <ListingResults
        shell={shell}
        listing={listing}
        page={state.page}
        onPage={(page) => setSearchParams(writeSearchState({ ...state, page }))}
        onClearFilters={isFiltered(state) ? () => setSearchParams(writeSearchState(withoutFilters(state))) : undefined}
        emptyHint={<NoMatchHint />}
      />
    </Page>
  );
}

import type { ReactNode } from 'react';
import { InlineError } from './InlineError.tsx';
import { Loading } from './Loading.tsx';
import { useErrorText } from './i18n/error-text.ts';

/** What a list needs of its query (a react-query result has all of it). */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

interface ListStatesProps<Item> {
  query: ListQuery;
  /** The items, once read. */
  items: Item[] | undefined;
  /** Said when the list could not be read and the error does not say why in the reader's words. */
  failed: string;
  /** Shown when there is nothing to list (an EmptyState). */
  empty: ReactNode;
  children(items: Item[]): ReactNode;
}

/** A list's four states as every screen shows them: loading, failed (with Try again), empty, listed. */
export function ListStates<Item>({ query, items, failed, empty, children }: ListStatesProps<Item>) {
  const errorText = useErrorText();
  if (query.isPending) return <Loading />;
  if (query.isError || !items) return <InlineError message={errorText(query.error, failed)} onRetry={() => void query.refetch()} />;
  return items.length === 0 ? empty : children(items);
}

import { useRef } from 'react';
import { Button } from './Button.tsx';
import { useFocusOnceShown } from './useFocusOnceShown.ts';

/** What of a list's infinite query (react-query) the button needs. */
interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): Promise<unknown>;
}

interface ShowMoreProps {
  list: MorePages;
  /** How many items are shown now. */
  shown: number;
  /** The list's items on the page, in order (rows of a table, cards). */
  items(): ArrayLike<Element>;
  label: string;
  loadingLabel: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]';

/**
 * "Show more" under a list that loads page by page. The button is disabled while the next page
 * loads (Chromium then takes the focus off it) and goes after the last page: the keyboard goes to
 * the first thing of the first item loaded (or of the next item that has one), where reading
 * goes on.
 */
export function ShowMore({ list, shown, items, label, loadingLabel }: ShowMoreProps) {
  const button = useRef<HTMLButtonElement>(null);
  const focusOnceShown = useFocusOnceShown(list.isFetchingNextPage, shown);
  if (!list.hasNextPage) return null;
  const showMore = () => {
    const firstNew = shown;
    focusOnceShown(() => {
      const loaded = Array.from(items()).slice(firstNew);
      if (loaded.length === 0) return button.current;
      return loaded.map((item) => item.querySelector<HTMLElement>(FOCUSABLE)).find(Boolean) ?? button.current;
    });
    void list.fetchNextPage();
  };
  return (
    <Button ref={button} $variant="secondary" disabled={list.isFetchingNextPage} onClick={showMore}>
      {list.isFetchingNextPage ? loadingLabel : label}
    </Button>
  );
}

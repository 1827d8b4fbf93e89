import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Typing settles for this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The page number and the search text live in the URL query (?search=ann&page=2), so a reload,
 * a shared link or the Back button shows the same rows. The box updates at once; the URL (and so
 * the request) follows once typing pauses.
 */
export function useAccountListParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const [text, setText] = useState(search);
  // Back/Forward changed the URL: the box shows what the list is filtered by.
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    if (search !== text.trim()) setText(search);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function changeText(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value.trim()) next.set('search', value.trim());
          else next.delete('search');
          // A new search starts on its first page.
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
  }

  function changePage(nextPage: number) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (nextPage > 1) next.set('page', String(nextPage));
      else next.delete('page');
      return next;
    });
  }

  return { search, page, text, changeText, changePage };
}

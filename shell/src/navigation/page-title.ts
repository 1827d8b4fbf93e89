import type { Params } from 'react-router-dom';
import { categoryLabel } from '@sellphones/contracts';
import { useLanguageStore } from '../language/language-store.ts';
import { shellTexts } from '../texts.ts';

/** What a route's `handle` says about its page: the title, from the address's params if needed. */
export interface PageHandle {
  title: string | ((params: Params) => string);
}

/**
 * The browser tab's text in the reader's language: the page first (what a screen reader and a tab
 * strip need), then the site. `page` is the route's English title, the key of its translation; a
 * title made from the address (a brand's category) is named as the page's heading names it.
 */
export function documentTitle(page: string | undefined): string {
  const { language } = useLanguageStore.getState();
  const t = shellTexts.i18n.getFixedT(language, 'shell');
  if (!page) return t('titles.site');
  return t('titles.page', { page: t(`titles.pages.${page}`, { defaultValue: categoryLabel(page, language) }) });
}

/** The page whose title the tab shows, so a change of language can write it again. */
let shownPage: string | undefined;

export function setDocumentTitle(page: string | undefined): void {
  shownPage = page;
  document.title = documentTitle(page);
}

useLanguageStore.subscribe(() => {
  document.title = documentTitle(shownPage);
});

interface RouterState {
  location: unknown;
  matches: ReadonlyArray<RouteMatch>;
}

interface RouteMatch {
  route: { handle?: unknown };
  params: Params;
}

/** The title of the deepest route that names one. */
export function titleOfMatches(matches: ReadonlyArray<RouteMatch>): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const { route, params } = matches[i]!;
    const handle = route.handle as PageHandle | undefined;
    if (handle?.title !== undefined) return typeof handle.title === 'function' ? handle.title(params) : handle.title;
  }
  return undefined;
}

/**
 * Keeps the browser tab's title in step with the router's page, from the first page on. It runs
 * when the router changes page, before the page renders: a page that knows better (the 'not
 * allowed' screen, the error screen) sets its own afterwards, in an effect.
 */
export function keepDocumentTitle(router: {
  state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}): () => void {
  let shownFor: unknown;
  const update = (state: RouterState) => {
    // Once per page: other changes of the router's state must not undo a page's own title.
    if (state.location === shownFor) return;
    shownFor = state.location;
    setDocumentTitle(titleOfMatches(state.matches));
  };
  update(router.state);
  return router.subscribe(update);
}

import { phoneToken } from '../session/phone-token.ts';
import { storefrontPageOf } from './preload-remote.ts';
import { prepareRemotePage } from './ready-remote-apps.ts';

/** How long the first render waits for its page's code before it shows the loading text instead. */
const FIRST_PAGE_WAIT_MS = 3000;

/**
 * Resolves when the first page's code is in (or after FIRST_PAGE_WAIT_MS, or at once when it
 * failed: the route then shows its loading text or fallback as usual). The first render waits for
 * it, so the page appears in one step with the header. The category page needs a signed-in user:
 * without a token its code is not fetched, the visitor goes to the login page.
 */
export function firstPageReady(pathname: string): Promise<void> {
  const page = storefrontPageOf(pathname);
  if (!page || (page === 'category' && !phoneToken.read())) return Promise.resolve();
  const ready = prepareRemotePage('storefront', page).catch(() => undefined);
  return Promise.race([ready, new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
}

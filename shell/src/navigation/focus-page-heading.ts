/** How long a page may take to show its heading (a remote downloading on a slow phone). */
const WAIT_MS = 10_000;

/**
 * Moves keyboard and screen-reader focus to the new page's h1 once it is on screen, so a page
 * change made without a reload is read out like one. Returns a function that stops waiting (the
 * visitor went on to another page first, or pressed a key themselves).
 */
export function focusPageHeading(root: ParentNode = document): () => void {
  const heading = () => root.querySelector<HTMLElement>('main h1');
  const focus = (element: HTMLElement) => {
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: false });
  };
  const now = heading();
  if (now) {
    focus(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const found = heading();
    if (!found) return;
    stop();
    focus(found);
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  // A visitor who already moved on with the keyboard keeps their place.
  const onKey = () => stop();
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('keydown', onKey, true);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('keydown', onKey, true);
  return stop;
}

import { useLayoutEffect, type RefObject } from 'react';

/** Read by the page's scroll padding (ui's GlobalStyle): what the sticky header covers. */
const HEADER_HEIGHT_PROPERTY = '--header-height';

/**
 * Keeps `--header-height` on <html> at the sticky header's height, so that a field the keyboard
 * (or a form's refusal) moves to is never scrolled under it: the header has one row or two, and
 * its words are longer in Bangla, so no one figure fits every screen.
 */
export function useHeaderHeightForScrolling(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = header.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(HEADER_HEIGHT_PROPERTY, `${Math.ceil(bar.getBoundingClientRect().height)}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
    };
  }, [header]);
}

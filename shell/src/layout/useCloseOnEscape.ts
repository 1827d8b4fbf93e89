import { useEffect, type RefObject } from 'react';

/**
 * Escape closes an open menu (the phone menu, the dashboard drawer). Focus that was inside it goes
 * back to the button that opens it, rather than to the page's start.
 */
export function useCloseOnEscape(
  open: boolean,
  close: () => void,
  panel: RefObject<HTMLElement | null>,
  opener: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focusWasInside = panel.current?.contains(document.activeElement) || opener.current === document.activeElement;
      close();
      if (focusWasInside) opener.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close, panel, opener]);
}

import { useCallback, useEffect, useRef } from 'react';

/**
 * Keeps a keyboard or screen-reader user's place when what they pressed goes away (a button
 * disabled while its change is saved, then gone, or a row moved or removed): the browser would
 * drop focus on the page and they would start over from the top. `focusOnceShown(find)` moves
 * focus to what `find` returns once nothing is `busy` and it is on the page, tried again each
 * time `shown` (what the list shows) changes.
 */
export function useFocusOnceShown(busy: boolean, shown: unknown): (find: () => HTMLElement | null) => void {
  const wanted = useRef<(() => HTMLElement | null) | null>(null);
  useEffect(() => {
    const find = wanted.current;
    if (busy || !find) return;
    const target = find();
    if (!target) return;
    wanted.current = null;
    target.focus();
  }, [busy, shown]);
  return useCallback((find) => {
    wanted.current = find;
  }, []);
}

/** What the keyboard is on as a button is pressed. */
function focusedElement(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

/**
 * For a button disabled while its request waits, which takes the keyboard off it: call
 * `pressed()` as it is pressed, and the function it returns after a refusal to put the keyboard
 * back on that button once nothing is busy.
 */
export function useFocusBackAfterRefusal(busy: boolean, shown: unknown): () => () => void {
  const focusOnceShown = useFocusOnceShown(busy, shown);
  return useCallback(() => {
    const pressed = focusedElement();
    return () => focusOnceShown(() => (pressed?.isConnected ? pressed : null));
  }, [focusOnceShown]);
}

/**
 * For a step whose button or form goes once it is done (an order's next step): `afterStep(step,
 * thenId)` runs it and puts the keyboard on the element with id `thenId` (what the page now says,
 * focusable with tabIndex -1), or back where it was when the step failed.
 */
export function useFocusAfterStep(busy: boolean, shown: unknown) {
  const focusOnceShown = useFocusOnceShown(busy, shown);
  return useCallback(
    <Args extends unknown[]>(step: (...args: Args) => Promise<unknown>, thenId: string) =>
      (...args: Args) => {
        const pressed = focusedElement();
        const said = () => document.getElementById(thenId);
        focusOnceShown(said);
        return step(...args).catch((err: unknown) => {
          focusOnceShown(() => (pressed?.isConnected ? pressed : said()));
          throw err;
        });
      },
    [focusOnceShown],
  );
}

import { useEffect } from 'react';

/**
 * While something typed is not saved, closing or reloading the page (a phone's pull-to-refresh)
 * asks first, in the browser's own words: a half-filled listing is not lost by a slip.
 */
export function useWarnBeforeLeaving(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers from before preventDefault asked only when this was set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}

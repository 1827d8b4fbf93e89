import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true in a second, interruptible one: what is below the fold renders
 * after the first screen is painted, in slices the main thread can answer input between, instead
 * of in the same long task as the first screen.
 */
export function useRenderedLater(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    startTransition(() => setLater(true));
  }, []);
  return later;
}

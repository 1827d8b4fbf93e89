import { startTransition, useEffect, useState } from 'react';

/**
 * 0 on the first render, then one more in each following render, up to `total`: the sections
 * below the fold appear one by one after the first screen is painted, each in its own
 * interruptible render and its own short commit, instead of all of them in one long task that
 * keeps the page from answering a tap.
 */
export function useRevealedCount(total: number): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count < total) startTransition(() => setCount(count + 1));
  }, [count, total]);
  return count;
}

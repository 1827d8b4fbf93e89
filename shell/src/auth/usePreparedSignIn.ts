import { useEffect } from 'react';
import { firebaseAuth } from './firebase-auth.ts';

/**
 * The sign-in pages start loading the Firebase SDK as they open, so the first click does not wait
 * for it: Google's popup in particular must open right after the click, or the browser blocks it.
 * A failure is reported by the flow that needs Firebase, not here.
 */
export function usePreparedSignIn(unavailable: boolean): void {
  useEffect(() => {
    if (!unavailable) firebaseAuth().catch(() => undefined);
  }, [unavailable]);
}

import type { User } from 'firebase/auth';
import type { AppConfig } from '@sellphones/contracts';
import { PHONE_TOKEN_KEY, phoneToken } from '../session/phone-token.ts';
import { setSessionBackend } from '../session/session-actions.ts';
import { useSessionStore } from '../session/session-store.ts';
import { fetchApiToken } from './account-api.ts';
import { accountFlowInProgress, establishSession } from './establish-session.ts';
import { configureFirebaseAuth, firebaseAuth, firebaseConfigProblem, type FirebaseAuth } from './firebase-auth.ts';

async function observe(user: User | null): Promise<void> {
  if (accountFlowInProgress()) return;
  const session = useSessionStore.getState();
  if (!user) {
    // Signed out here or in another tab: the API token has no owner any more.
    phoneToken.clear();
    session.signedOut();
    return;
  }
  if (session.status === 'signedIn' && session.user?.uid === user.uid) return;
  try {
    await establishSession(user, { freshToken: false });
  } catch (error) {
    console.error('The session could not be restored', error);
    if (useSessionStore.getState().status !== 'signedIn') useSessionStore.getState().signedOut();
  }
}

/** The Firebase side of the session: token refresh, sign-out, and the sign-in state observer. */
function connectSession({ auth, sdk }: FirebaseAuth): void {
  setSessionBackend({
    refreshToken: async () => {
      const user = auth.currentUser;
      if (!user?.email) return null;
      try {
        const token = await fetchApiToken(await user.getIdToken(true), user.email);
        phoneToken.write(token);
        return token;
      } catch {
        return null;
      }
    },
    signOut: () => sdk.signOut(auth),
  });
  sdk.onAuthStateChanged(auth, (user) => void observe(user));
}

function loadFirebase(signedOut: () => void): void {
  firebaseAuth().catch((error: unknown) => {
    console.error('Sign-in could not start', error);
    signedOut();
  });
}

/**
 * Observes the Firebase sign-in state and registers the Firebase side of the session (token refresh
 * and sign-out). Without a usable Firebase configuration everyone is signed out.
 *
 * Every sign-in stores an API token (phoneToken) and every sign-out removes it, so a page opened
 * without one has nobody to restore: the visitor is signed out at once and the Firebase SDK, the
 * largest download of the site, waits until a sign-in page needs it or another tab signs in.
 */
export function startSession(config: AppConfig): void {
  const signedOut = () => useSessionStore.getState().signedOut();
  if (firebaseConfigProblem(config.firebase)) {
    signedOut();
    return;
  }
  configureFirebaseAuth(config.firebase, connectSession);
  if (phoneToken.read()) {
    loadFirebase(signedOut);
    return;
  }
  signedOut();
  const signedInElsewhere = (event: StorageEvent) => {
    if (event.key !== PHONE_TOKEN_KEY || !event.newValue) return;
    window.removeEventListener('storage', signedInElsewhere);
    loadFirebase(signedOut);
  };
  window.addEventListener('storage', signedInElsewhere);
}

import type { User } from 'firebase/auth';
import type { AppConfig } from '@sellphones/contracts';
import { PHONE_TOKEN_KEY, phoneToken, phoneTokenValidFor } from '../session/phone-token.ts';
import { readRememberedSession, rememberSessions } from '../session/remembered-session.ts';
import { setSessionBackend } from '../session/session-actions.ts';
import { useSessionStore } from '../session/session-store.ts';
import { fetchApiToken } from './account-api.ts';
import { accountFlowInProgress, duringAccountFlow, establishSession } from './establish-session.ts';
import { configureFirebaseAuth, firebaseAuth, firebaseConfigProblem } from './firebase-auth.ts';

/** A remembered session is shown at once only with a token that outlives the page's first calls. */
const TOKEN_MARGIN_MS = 5 * 60_000;

/**
 * How long after the page has loaded a remembered session is confirmed: the first screen's code,
 * data and images come first, Firebase (the site's largest download) after them.
 */
const CONFIRM_AFTER_LOAD_MS = 3000;

async function observe(user: User | null): Promise<void> {
  if (accountFlowInProgress()) return;
  const session = useSessionStore.getState();
  if (!user) {
    // Signed out here or in another tab: the API token has no owner any more.
    phoneToken.clear();
    session.signedOut();
    return;
  }
  if (session.status === 'signedIn' && session.user?.uid === user.uid && !session.unconfirmed) return;
  try {
    await establishSession(user, { freshToken: false });
  } catch (error) {
    console.error('The session could not be restored', error);
    if (useSessionStore.getState().status !== 'signedIn') useSessionStore.getState().signedOut();
  }
}

/**
 * The Firebase side of the session, loading the SDK when first needed: a remembered session may
 * need a fresh token or a sign-out before its confirmation has loaded Firebase.
 */
function connectSession(): void {
  setSessionBackend({
    refreshToken: async () => {
      try {
        const { auth } = await firebaseAuth();
        await auth.authStateReady();
        const user = auth.currentUser;
        if (!user?.email) return null;
        const { accessToken } = await fetchApiToken(await user.getIdToken(true), user.email);
        phoneToken.write(accessToken);
        return accessToken;
      } catch {
        return null;
      }
    },
    // As a flow: Firebase loaded for the sign-out first reports the user it kept, which must not
    // start the session again.
    signOut: () =>
      duringAccountFlow(async () => {
        const { auth, sdk } = await firebaseAuth();
        await sdk.signOut(auth);
      }),
  });
}

function loadFirebase(signedOut: () => void): void {
  firebaseAuth().catch((error: unknown) => {
    console.error('Sign-in could not start', error);
    signedOut();
  });
}

/** A while after the page has loaded, when the browser is idle: the first screen never waits for it. */
function afterPageLoad(task: () => void): void {
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 });
      else task();
    }, CONFIRM_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * Observes the Firebase sign-in state and registers the Firebase side of the session (token refresh
 * and sign-out). Without a usable Firebase configuration everyone is signed out.
 *
 * Every sign-in stores an API token (phoneToken) and every sign-out removes it, so a page opened
 * without one has nobody to restore: the visitor is signed out at once and the Firebase SDK, the
 * largest download of the site, waits until a sign-in page needs it or another tab signs in.
 *
 * A page opened with a token that is still valid and the session this browser remembers shows
 * that user signed in at once; Firebase and the API confirm it (role included) after the page has
 * loaded, and a user Firebase no longer knows is signed out then. The API checks every call
 * meanwhile, so what is shown early is never more than the token allows.
 */
export function startSession(config: AppConfig): void {
  const signedOut = () => useSessionStore.getState().signedOut();
  if (firebaseConfigProblem(config.firebase)) {
    signedOut();
    return;
  }
  rememberSessions();
  configureFirebaseAuth(config.firebase, ({ auth, sdk }) => {
    sdk.onAuthStateChanged(auth, (user) => void observe(user));
  });
  connectSession();
  const token = phoneToken.read();
  const remembered = readRememberedSession();
  if (token && remembered && phoneTokenValidFor(token, TOKEN_MARGIN_MS)) {
    useSessionStore.getState().restored(remembered.user, remembered.role);
    afterPageLoad(() => loadFirebase(signedOut));
    return;
  }
  if (token) {
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

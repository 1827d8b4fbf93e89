import type * as AuthModule from 'firebase/auth';
import type { Auth } from 'firebase/auth';
import type { AppConfig } from '@sellphones/contracts';

export type { Auth, User } from 'firebase/auth';

/** The Firebase Auth SDK module, loaded on demand: the home page's first load stays small. */
export type AuthSdk = typeof AuthModule;

export interface FirebaseAuth {
  auth: Auth;
  sdk: AuthSdk;
}

let loading: Promise<FirebaseAuth> | null = null;
let config: AppConfig['firebase'] | null = null;
let whenLoaded: (firebase: FirebaseAuth) => void = () => undefined;

/** Why sign-in cannot work with this configuration, or null when it can. */
export function firebaseConfigProblem(firebase: AppConfig['firebase'] | undefined): string | null {
  if (!firebase?.apiKey || !firebase.authDomain) {
    return 'Sign-in is not available right now: the site has no Firebase API key or auth domain configured.';
  }
  return null;
}

/**
 * Called once at boot with `/app-config.json`'s Firebase block. `onLoaded` runs once, with the
 * Auth instance, whichever caller first needs Firebase (session restore or a sign-in page).
 */
export function configureFirebaseAuth(
  firebase: AppConfig['firebase'],
  onLoaded: (firebase: FirebaseAuth) => void = () => undefined,
): void {
  config = firebase;
  whenLoaded = onLoaded;
}

/** The one Auth instance of the page, created (and pointed at the emulator when configured) on first use. */
export function firebaseAuth(): Promise<FirebaseAuth> {
  loading ??= (async () => {
    const problem = firebaseConfigProblem(config ?? undefined);
    if (problem || !config) throw new Error(problem ?? 'Sign-in is not configured');
    const [{ initializeApp }, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
    const app = initializeApp({
      apiKey: config.apiKey,
      authDomain: config.authDomain,
      projectId: config.projectId,
    });
    // getAuth() would also set the popup resolver, which fetches Google's gapi script on every
    // page as soon as Auth starts; the resolver is given to the Google popup sign-in alone instead.
    const auth = sdk.initializeAuth(app, {
      persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence, sdk.browserSessionPersistence],
    });
    if (config.emulatorUrl) sdk.connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
    whenLoaded({ auth, sdk });
    return { auth, sdk };
  })();
  return loading;
}


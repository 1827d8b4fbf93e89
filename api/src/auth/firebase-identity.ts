import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type DecodedIdToken } from 'firebase-admin/auth';

/** Who a verified Firebase ID token says the caller is. */
export interface FirebaseUser {
  uid: string;
  email: string;
  name: string | undefined;
  picture: string | undefined;
  /** 'password', 'google.com', ... */
  signInProvider: string;
  /** Firebase's `email_verified`: the owner of the address opened the link (or Google vouches for it). */
  emailVerified: boolean;
  /** When the person last gave their password (or Google its consent): Firebase's `auth_time`. */
  signedInAt: Date;
}

export type FirebaseVerifyResult =
  | { ok: true; user: FirebaseUser }
  | { ok: false; reason: 'invalid' | 'no-email' | 'unavailable' };

let appCounter = 0;

export interface FirebaseIdentity {
  auth: Auth;
  verify(idToken: string): Promise<FirebaseVerifyResult>;
  close(): Promise<void>;
}

/**
 * One firebase-admin app per API instance (tests build several in one process).
 * With an emulator host, firebase-admin talks to the Auth emulator; it reads the host from the
 * environment, so it is put there from the config.
 */
export function createFirebaseIdentity(options: {
  projectId: string;
  emulatorHost: string | undefined;
}): FirebaseIdentity {
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  const app: App = initializeApp({ projectId: options.projectId }, `sellphones-api-${++appCounter}`);
  const auth = getAuth(app);

  return {
    auth,
    async verify(idToken) {
      let decoded: DecodedIdToken;
      try {
        // checkRevoked: a disabled or deleted Firebase account, or revoked sessions, are refused.
        decoded = await auth.verifyIdToken(idToken, true);
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        if (code.startsWith('app/network') || code === 'auth/internal-error') {
          return { ok: false, reason: 'unavailable' };
        }
        return { ok: false, reason: 'invalid' };
      }
      if (!decoded.email) return { ok: false, reason: 'no-email' };
      return {
        ok: true,
        user: {
          uid: decoded.uid,
          email: decoded.email,
          name: typeof decoded.name === 'string' ? decoded.name : undefined,
          picture: decoded.picture,
          signInProvider: decoded.firebase.sign_in_provider,
          emailVerified: decoded.email_verified === true,
          signedInAt: new Date(decoded.auth_time * 1000),
        },
      };
    },
    async close() {
      await deleteApp(app);
    },
  };
}

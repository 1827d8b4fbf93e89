import { randomUUID } from 'node:crypto';

// Real ID tokens from the Auth emulator's REST API, as the browser SDK would get them.

const EMULATOR = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';

export function uniqueEmail(label: string): string {
  return `${label}.${randomUUID().slice(0, 8)}@example.test`;
}

async function call(endpoint: string, body: unknown): Promise<{ idToken: string; localId: string }> {
  const response = await fetch(`${EMULATOR}/${endpoint}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { idToken?: string; localId?: string; error?: unknown };
  if (!response.ok || !json.idToken || !json.localId) {
    throw new Error(`Auth emulator ${endpoint} failed: ${JSON.stringify(json.error ?? json)}`);
  }
  return { idToken: json.idToken, localId: json.localId };
}

export interface FirebaseSession {
  email: string;
  uid: string;
  idToken: string;
}

/** Email/password sign-up (sign_in_provider "password"). */
export async function firebaseSignUp(email = uniqueEmail('user'), password = 'Secret#123'): Promise<FirebaseSession> {
  const { idToken, localId } = await call('accounts:signUp', { email, password, returnSecureToken: true });
  return { email, uid: localId, idToken };
}

/** Email/password sign-in of an existing emulator account. */
export async function firebaseSignIn(email: string, password: string): Promise<FirebaseSession> {
  const { idToken, localId } = await call('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return { email, uid: localId, idToken };
}

/** Google sign-in through the emulator's fake identity provider (sign_in_provider "google.com"). */
export async function firebaseGoogleSignIn(email: string, sub = `google-${randomUUID()}`): Promise<FirebaseSession> {
  const claims = JSON.stringify({ sub, email, email_verified: true });
  const { idToken, localId } = await call('accounts:signInWithIdp', {
    postBody: `id_token=${claims}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
    returnIdpCredential: true,
  });
  return { email, uid: localId, idToken };
}

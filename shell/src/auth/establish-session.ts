import type { User } from 'firebase/auth';
import { isApiError, type Language, type SessionUser } from '@sellphones/contracts';
import { phoneToken } from '../session/phone-token.ts';
import { useSessionStore } from '../session/session-store.ts';
import { fetchApiToken, lookUpRole } from './account-api.ts';
import { useLanguageStore } from '../language/language-store.ts';

let flowsInProgress = 0;

/**
 * Runs a sign-in or sign-up flow. Meanwhile the auth observer leaves the session alone: Firebase
 * reports the new user before the account is saved in the API, and the flow finishes the session.
 */
export async function duringAccountFlow<T>(flow: () => Promise<T>): Promise<T> {
  flowsInProgress += 1;
  try {
    return await flow();
  } finally {
    flowsInProgress -= 1;
  }
}

export function accountFlowInProgress(): boolean {
  return flowsInProgress > 0;
}

/** A new API token, kept; resolves to the language kept on the account, if any. */
async function storeFreshApiToken(user: User, email: string): Promise<Language | undefined> {
  const { accessToken, language } = await fetchApiToken(await user.getIdToken(), email);
  phoneToken.write(accessToken);
  return language;
}

function sessionUserOf(user: User, email: string): SessionUser {
  return { uid: user.uid, email, name: user.displayName || email, photoURL: user.photoURL };
}

/**
 * Firebase user → phoneToken (GET /jwt, unless one is kept and `freshToken` is false) → role from
 * the API → the reader's language settled (see the language store's `signingIn`) → signed in. A
 * kept token of another account (403) is replaced once.
 */
export async function establishSession(user: User, { freshToken }: { freshToken: boolean }): Promise<void> {
  const email = user.email;
  if (!email) throw new Error('This account has no email address');
  let accountLanguage: Language | undefined;
  if (freshToken || !phoneToken.read()) accountLanguage = await storeFreshApiToken(user, email);
  let role;
  try {
    role = await lookUpRole(email);
  } catch (error) {
    if (!(isApiError(error) && error.status === 403) || freshToken) throw error;
    accountLanguage = await storeFreshApiToken(user, email);
    role = await lookUpRole(email);
  }
  useLanguageStore.getState().signingIn(accountLanguage);
  useSessionStore.getState().signedIn(sessionUserOf(user, email), role);
}

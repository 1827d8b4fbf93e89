import { readableMessage } from '@sellphones/contracts';

/** Firebase's error codes (the ones sign-in, sign-up and the Google popup raise) as a person should read them. */
const MESSAGES: Record<string, string> = {
  'auth/email-already-in-use': 'This email already has an account',
  'auth/invalid-credential': 'Wrong email or password',
  'auth/invalid-login-credentials': 'Wrong email or password',
  // One message for a wrong password and an unknown email: the form must not tell strangers
  // which emails have accounts.
  'auth/wrong-password': 'Wrong email or password',
  'auth/user-not-found': 'Wrong email or password',
  'auth/invalid-email': 'This email address is not valid',
  'auth/missing-email': 'Please enter your email',
  'auth/weak-password': 'Password must be 6 characters or longer',
  'auth/user-disabled': 'This account has been disabled',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again',
  'auth/network-request-failed': 'Sign-in could not reach the network. Check your connection and try again',
  'auth/popup-closed-by-user': 'The Google sign-in window was closed before signing in',
  'auth/cancelled-popup-request': 'Another sign-in window was opened; please finish that one or try again',
  'auth/popup-blocked': 'The browser blocked the Google sign-in window. Allow pop-ups for this site and try again',
  'auth/user-cancelled': 'Google sign-in was cancelled',
  'auth/unauthorized-domain': 'Sign-in is not allowed from this address',
  'auth/invalid-api-key': 'Sign-in is not configured correctly (invalid API key)',
  'auth/auth-domain-config-required': 'Sign-in is not configured correctly (missing auth domain)',
  'auth/web-storage-unsupported': 'This browser blocks the storage sign-in needs. Allow site data and try again',
  'auth/internal-error': 'Sign-in failed because of a problem on our side. Please try again',
};

function codeOf(error: unknown): string | null {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return null;
}

/** A readable sentence for a failed sign-in, sign-up or API call; never a stack or raw code. */
export function authErrorMessage(error: unknown): string {
  const code = codeOf(error);
  if (code && MESSAGES[code]) return MESSAGES[code];
  if (code) return `Sign-in failed (${code.replace(/^auth\//, '').replaceAll('-', ' ')})`;
  // Not the provider's: the API's own words, or a hint about the connection.
  return readableMessage(error, 'Something went wrong. Please try again');
}

import { useCallback } from 'react';
import { isApiError } from '@sellphones/contracts';
import { useErrorText } from '@sellphones/ui';
import { useText } from '../texts.ts';

// Firebase's error codes (the ones sign-in, sign-up and the Google popup raise) have their words
// in the texts, `auth.errors.<code>`. A wrong password and an unknown email read the same: the
// form must not tell strangers which emails have accounts.

function codeOf(error: unknown): string | null {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return null;
}

/** The provider's refusals of the email address itself, which the sign-up form shows at the email field. */
const EMAIL_REFUSALS = ['auth/invalid-email', 'auth/email-already-in-use'];

/**
 * The code (`auth.errors.<code>`) of a refusal of the email address itself, or null for any other
 * failure. The API's 409 at sign-up is the same refusal: the email is another account's.
 */
export function emailRefusalCode(error: unknown): string | null {
  if (isApiError(error) && error.status === 409) return 'auth/email-already-in-use';
  const code = codeOf(error);
  return code && EMAIL_REFUSALS.includes(code) ? code : null;
}

/** Firebase's answers when a password given again (to change it, or close the account) is not the account's. */
const WRONG_PASSWORD = ['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials'];

export function isWrongPassword(error: unknown): boolean {
  const code = codeOf(error);
  return code !== null && WRONG_PASSWORD.includes(code);
}

/** A readable sentence for a failed sign-in, sign-up or API call, in the reader's language; never a stack. */
export function useAuthErrorMessage(): (error: unknown) => string {
  const t = useText();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      const code = codeOf(error);
      if (code?.startsWith('auth/')) {
        const known = t(`auth.errors.${code}`, { defaultValue: '' });
        return known || t('auth.failedCode', { code: code.replace(/^auth\//, '').replaceAll('-', ' ') });
      }
      // Not the provider's: the API's own words, or a hint about the connection.
      return errorText(error, t('auth.failed'));
    },
    [t, errorText],
  );
}

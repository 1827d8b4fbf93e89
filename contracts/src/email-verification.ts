import { isApiError } from './api-error.ts';

/**
 * GET /jwt's 403 message for a password account whose email is not verified yet. The apps
 * recognise that refusal by this exact text with the status, so both sides import it from here.
 */
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Your email address is not verified yet. Open the link we emailed you, then log in again.';

/** True for GET /jwt's refusal of an unverified email: the app then offers to send the link again. */
export function isEmailNotVerified(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.message === EMAIL_NOT_VERIFIED_MESSAGE;
}

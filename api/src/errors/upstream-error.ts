/**
 * A service the API depends on (the card provider, bKash) failed or refused the API itself. Its own
 * status and words are for the operators, never for the caller: a provider's 401 means the API's
 * key is wrong, not that the buyer must sign in again. The caller gets 502 (the provider answered
 * wrongly) or 503 (it could not be reached or is overloaded) with a generic message; the error
 * handler logs the cause in full with the request id.
 */
export class UpstreamError extends Error {
  readonly statusCode: 502 | 503;
  readonly upstream: string;

  constructor(upstream: string, statusCode: 502 | 503, cause: unknown) {
    const messages = upstream === 'bkash' ? BKASH_MESSAGES : CARD_MESSAGES;
    super(statusCode === 503 ? messages.unavailable : messages.failed, { cause });
    this.name = 'UpstreamError';
    this.upstream = upstream;
    this.statusCode = statusCode;
  }
}

export const UPSTREAM_FAILED_MESSAGE = 'The card payment service did not answer as expected. Please try again later.';
export const UPSTREAM_UNAVAILABLE_MESSAGE = 'The card payment service cannot be reached right now. Please try again shortly.';
const CARD_MESSAGES = { failed: UPSTREAM_FAILED_MESSAGE, unavailable: UPSTREAM_UNAVAILABLE_MESSAGE };
/** The buyer paying with bKash is told it is bKash, not the card, that cannot be reached. */
const BKASH_MESSAGES = {
  failed: 'bKash did not answer as expected. Please try again later.',
  unavailable: 'bKash cannot be reached right now. Please try again shortly.',
};

/**
 * By name, not instanceof: routes and plugins are loaded by autoload's own import(), so this
 * module can exist twice in one process (tests) and the classes differ.
 */
export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof Error && error.name === 'UpstreamError' && 'upstream' in error;
}

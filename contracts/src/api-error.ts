/** An API refusal as a person should read it: the status and the API's short message. */
export class ApiError extends Error {
  readonly status: number;
  /**
   * The API's stable name for this refusal (body field `code`), so a screen can show it in the
   * reader's language; `message` is the API's English words, shown when no translation exists.
   */
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** The API answers errors as `{ message, code }`; anything else gets a generic text. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let message = response.statusText || 'Request failed';
  let code: string | undefined;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      if ('message' in body && typeof body.message === 'string') message = body.message;
      if ('code' in body && typeof body.code === 'string') code = body.code;
    }
  } catch {
    // not JSON: keep the status text
  }
  return new ApiError(response.status, message, code);
}

/**
 * True for an ApiError from any copy of this package. Each app bundles its own copy, so an error
 * thrown by the shell's `request` fails a remote's `instanceof ApiError`: recognise it by shape.
 */
export function isApiError(error: unknown): error is ApiError {
  if (!error || typeof error !== 'object') return false;
  const { name, status, message } = error as Partial<Record<'name' | 'status' | 'message', unknown>>;
  return name === 'ApiError' && typeof status === 'number' && typeof message === 'string';
}

export const NETWORK_FAILURE_MESSAGE = 'We could not reach the server. Please check your connection and try again.';

/**
 * What a person should read when a call failed: the API's own words for a refusal, a hint about
 * the connection when the server was not reached (fetch throws a TypeError, the browser's only
 * sign of it; an upload answers status 0), and the caller's `fallback` for anything else (never a stack or a library's text).
 */
export function readableMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (error.status === 0) return NETWORK_FAILURE_MESSAGE;
    return error.message || fallback;
  }
  if (error instanceof TypeError) return NETWORK_FAILURE_MESSAGE;
  return fallback;
}

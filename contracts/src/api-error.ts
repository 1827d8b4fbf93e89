/** An API refusal as a person should read it: the status and the API's short message. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** The API answers errors as `{ message }`; anything else gets a generic text. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let message = response.statusText || 'Request failed';
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      message = body.message;
    }
  } catch {
    // not JSON: keep the status text
  }
  return new ApiError(response.status, message);
}

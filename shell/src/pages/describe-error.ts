/** What the error screen says about an error: never its message, which may hold addresses or code. */
export interface ErrorDescription {
  status: number;
  statusText: string;
  advice: string;
  /** A download that failed may work on a second try. */
  canReload: boolean;
}

/** webpack's error when a piece of the site's code did not download (SPEC.md section 8). */
function isChunkLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message))
  );
}

export function describeError(
  error: unknown,
  response: { status: number; statusText: string } | undefined,
): ErrorDescription {
  if (response) {
    return {
      status: response.status,
      statusText: response.statusText,
      advice:
        response.status === 404
          ? 'There is nothing at this address. Check it, or start again from the home page.'
          : 'The page could not be shown. Please try again, or start again from the home page.',
      canReload: response.status >= 500,
    };
  }
  if (isChunkLoadFailure(error)) {
    return {
      status: 500,
      statusText: 'Loading chunk failed',
      advice: 'A part of the site could not be downloaded. Please check your connection and reload the page.',
      canReload: true,
    };
  }
  return {
    status: 500,
    statusText: 'Internal Server Error',
    advice: 'Something on this page broke. Please reload it, or start again from the home page.',
    canReload: true,
  };
}

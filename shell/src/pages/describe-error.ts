/** Why a page failed, in words the error screen has in both languages. */
export type ErrorReason = 'notFound' | 'notShown' | 'download' | 'broken';

/** What the error screen says about an error: never its message, which may hold addresses or code. */
export interface ErrorDescription {
  status: number;
  /** The router's response's own status text; otherwise the screen words the reason. */
  statusText?: string;
  reason: ErrorReason;
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
      reason: response.status === 404 ? 'notFound' : 'notShown',
      canReload: response.status >= 500,
    };
  }
  if (isChunkLoadFailure(error)) return { status: 500, reason: 'download', canReload: true };
  return { status: 500, reason: 'broken', canReload: true };
}

// PostgreSQL and driver errors, recognised by code so no SQL text ever reaches a client.

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Cannot use a pool after calling end',
  'connection timeout',
  'PGlite is closed',
  'Client has encountered a connection error',
  // A local server reached over its Unix socket: the socket is gone while the server restarts.
  '/.s.PGSQL.',
];

function* causes(err: unknown): Generator<Record<string, unknown>> {
  let current = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when the database cannot be reached right now: answer 503 and let the pool recover. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const cause of causes(err)) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
    const message = typeof cause.message === 'string' ? cause.message : '';
    if (UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
}

/** The SQLSTATE of a failed query (23505 unique violation, 23514 check violation ...), if any. */
export function databaseErrorCode(err: unknown): string | undefined {
  for (const cause of causes(err)) {
    if (typeof cause.code === 'string' && /^[0-9A-Z]{5}$/.test(cause.code)) return cause.code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';

/** The name of the constraint or unique index a failed query broke (both drivers report it), if any. */
export function violatedConstraint(err: unknown): string | undefined {
  for (const cause of causes(err)) {
    if (typeof cause.constraint === 'string') return cause.constraint;
  }
  return undefined;
}

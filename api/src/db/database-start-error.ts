// Why the API (or a command such as npm run seed) cannot use its database, in one line that names
// the server and the cause, like the configuration errors: no stack trace for a setup problem.

/** A database problem found while starting: its message is the whole story for the person. */
export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

/**
 * Where a DATABASE_URL points, without its password: user@host:port/database, or
 * user@/socket/directory/database for a server reached over its Unix socket (`?host=/dir`).
 */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
    const server = url.searchParams.get('host') ?? `${url.hostname}:${url.port || '5432'}`;
    return `${user}${server}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return 'the server named by DATABASE_URL';
  }
}

const SYSTEM_CAUSES: Record<string, string> = {
  ECONNREFUSED: 'connection refused (is PostgreSQL running and listening there?)',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the host name could not be looked up',
  ETIMEDOUT: 'no answer (a firewall, or the wrong host?)',
  ECONNRESET: 'the server closed the connection',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOENT: 'no PostgreSQL socket in that directory (is PostgreSQL running, with its socket there?)',
};

/** The innermost cause of a driver error in words: the server's own message, or the system's. */
export function causeOf(err: unknown): string {
  let current: unknown = err;
  let reason = '';
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && SYSTEM_CAUSES[code]) return SYSTEM_CAUSES[code];
    // Drizzle's "Failed query: ..." wraps the server's answer; the innermost message is the cause.
    if (typeof message === 'string' && message && !message.startsWith('Failed query')) reason = message;
    current = cause;
  }
  if (/timeout/i.test(reason)) return 'no answer within the connection timeout (a firewall, or the wrong host?)';
  return reason || 'unknown error';
}

/** One line for a server that refused or could not be reached: where, and why. */
export function databaseServerProblem(databaseUrl: string, err: unknown, attempts = 1): DatabaseStartError {
  const tried = attempts > 1 ? ` (tried ${attempts} times)` : '';
  return new DatabaseStartError(
    `The database at ${describeDatabaseUrl(databaseUrl)} (DATABASE_URL) cannot be used: ${causeOf(err)}${tried}.`,
  );
}

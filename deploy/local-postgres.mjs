// The PostgreSQL server of this machine, as the cluster and the bench reach it by default.
import { existsSync } from 'node:fs';

/** Where Debian's PostgreSQL listens locally (its unix_socket_directories), for port 5432. */
const SOCKET_DIRECTORY = '/var/run/postgresql';

/**
 * The local server's `postgres` database as its superuser: over its Unix socket when the server
 * has one here, else over TCP on 127.0.0.1:5432. Every query an API instance sends and every row
 * it reads cross this connection; over TCP on one machine, the sending process's core also runs
 * the receiving side's TCP work, which a socket does not have (the bench measures the difference).
 */
export function localPostgresUrl() {
  return existsSync(`${SOCKET_DIRECTORY}/.s.PGSQL.5432`)
    ? `postgres://postgres@localhost/postgres?host=${encodeURIComponent(SOCKET_DIRECTORY)}`
    : 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** Where a PostgreSQL URL points, for messages: its socket directory, or its host and port. */
export function postgresServerOf(url) {
  const parsed = new URL(url);
  return parsed.searchParams.get('host') ?? parsed.host;
}

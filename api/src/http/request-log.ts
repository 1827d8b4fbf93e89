import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';

/** A read slower than this is logged like any other request, whoever made it. */
export const SLOW_READ_MS = 500;

const READS = new Set(['GET', 'HEAD']);

/** An email address in a URL, plain or percent-encoded (`a@b.c`, `a%40b.c`), up to the next separator. */
const EMAIL_IN_URL = /[^/?&=#\s]+(?:@|%40)[^/?&#\s]*/gi;

/**
 * The URL with every email address replaced by `[email]`. The spec puts emails in paths and
 * queries (`/jwt?email=`, `/users/<email>`, `/bookedProduct/<email>`); logs are kept longer and
 * read by more people than the database, so they must not collect who shops here.
 */
export function withoutEmails(url: string): string {
  return url.replace(EMAIL_IN_URL, '[email]');
}

/**
 * The API's logger: each line is written to stdout synchronously, before the request's answer,
 * so none is lost when the process dies (payments are logged). pino's default writes a moment
 * later, and a crash in that moment lost the line. Credentials are removed, and email addresses
 * from every logged URL (the request's and the router's).
 */
export function requestLoggerOptions(level: string): LoggerOptions & { stream: DestinationStream } {
  return {
    level,
    stream: pino.destination({ dest: 1, sync: true }),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.url', 'url'],
      censor: (value, path) => (path.at(-1) === 'url' && typeof value === 'string' ? withoutEmails(value) : '[Redacted]'),
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read of what every visitor may see (the catalogue): routine whoever asks (isRoutineRead). */
    publicRead?: boolean;
    /** A person's read of their own list (My Orders, My Products): routine unless an admin reads it. */
    ownRead?: boolean;
  }
}

/** The route config of the public catalogue's reads. */
export const PUBLIC_READ = { publicRead: true } as const;

/** The route config of a person's own lists. */
export const OWN_READ = { ownRead: true } as const;

/**
 * A successful, fast read by a visitor who is not signed in (the public catalogue, the home
 * page's phones, images, health checks), of the public catalogue by anyone (signed-in browsers
 * send their token with every catalogue read, and the line would say no more than a visitor's),
 * or of a person's own list by that person (anyone else is refused, and that is logged). They are
 * most of the traffic and say nothing about who did what, and a log line, written before the
 * answer, costs more than a cached read itself. They are logged at debug level (LOG_LEVEL=debug
 * shows them); the admin's reads of other people's data are not routine.
 */
function isRoutineRead(request: FastifyRequest, reply: FastifyReply): boolean {
  const { publicRead, ownRead } = request.routeOptions.config;
  return (
    READS.has(request.method) &&
    reply.statusCode < 400 &&
    (request.headers.authorization === undefined || publicRead === true || (ownRead === true && !readByAdmin(request))) &&
    reply.elapsedTime < SLOW_READ_MS
  );
}

/** Whether the signed-in caller is an admin (who may read anyone's list). */
const readByAdmin = (request: FastifyRequest) => (request.user as { role?: string } | undefined)?.role === 'admin';

/**
 * One log line per request, when its answer is sent: method, url, caller's address, status and
 * time. Fastify's default writes two (one on arrival, one at the end). Writes, failures, slow
 * reads and signed-in callers' other requests are logged at info; routine reads at debug.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (!isRoutineRead(request, reply)) reply.log.info(line, 'request completed');
    else reply.log.debug(line, 'request completed');
  }
}

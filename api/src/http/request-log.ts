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
  }
}

/** The route config of the public catalogue's reads. */
export const PUBLIC_READ = { publicRead: true } as const;

/**
 * A successful, fast read by a visitor who is not signed in (the public catalogue, the home
 * page's phones, images, health checks), or of the public catalogue by anyone: signed-in
 * browsers send their token with every catalogue read, and the line would say no more than a
 * visitor's. They are most of the traffic and say nothing about who did what, and a log line
 * costs more than a cached read itself. They are logged at debug level (LOG_LEVEL=debug shows
 * them); a person's own lists and the admin's reads are not routine.
 */
function isRoutineRead(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    READS.has(request.method) &&
    reply.statusCode < 400 &&
    (request.headers.authorization === undefined || request.routeOptions.config.publicRead === true) &&
    reply.elapsedTime < SLOW_READ_MS
  );
}

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

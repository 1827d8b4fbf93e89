import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify';
import { LRUCache } from 'lru-cache';

/** A visitor's answer as it was sent: its headers as a flat [name, value, ...] list, and its body. */
interface RecordedAnswer {
  headers: string[];
  body: Buffer | string;
}

// Headers that belong to one exchange, not to the answer: Node writes them again, or (the request
// id) the replay makes a new one.
const PER_EXCHANGE = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

export interface ReplayOptions {
  /** How long a recorded answer is replayed; writes through this API forget it at once. */
  freshMs: number;
  /** Recorded answers kept; the least recently replayed go first. */
  max: number;
  /** The id of a replayed answer, made like Fastify's request ids. */
  newRequestId: () => string;
}

/**
 * A visitor who is not signed in and asks what another visitor was just sent gets the same answer,
 * replayed by the HTTP server before Fastify's request pipeline runs: most catalogue reads are
 * these, and the pipeline costs more than the answer. A replay is exactly the recorded answer
 * (status 200, the helmet, CORS and caching headers the pipeline wrote, the body) with a new
 * request id, sent only to a request with the same URL, Origin and Accept-Encoding as the one it
 * was recorded for: every header a public answer varies on, Authorization being absent.
 * Revalidations (If-None-Match) and everything else go to Fastify as usual.
 */
export class ReplayedAnswers {
  readonly #answers: LRUCache<string, RecordedAnswer>;
  readonly #newRequestId: () => string;
  /** The generation each candidate request arrived in: an answer that straddles a write is not kept. */
  readonly #arrivedIn = new WeakMap<IncomingMessage, number>();
  #generation = 0;

  constructor({ freshMs, max, newRequestId }: ReplayOptions) {
    this.#answers = new LRUCache({ max, ttl: freshMs });
    this.#newRequestId = newRequestId;
  }

  /** Sends the recorded answer and returns true, or returns false for Fastify to answer. */
  replay(req: IncomingMessage, res: ServerResponse): boolean {
    const key = replayKey(req);
    if (key === undefined) return false;
    const recorded = this.#answers.get(key);
    if (recorded === undefined) {
      this.#arrivedIn.set(req, this.#generation);
      return false;
    }
    res.writeHead(200, recorded.headers.concat('x-request-id', this.#newRequestId()));
    res.end(recorded.body);
    return true;
  }

  /**
   * Records a public answer about to be sent with `body`, once every header is on the reply, unless
   * the catalogue changed since the request arrived (or it did not come through the server).
   */
  keep(request: FastifyRequest, reply: FastifyReply, body: Buffer | string): void {
    const key = replayKey(request.raw);
    if (key === undefined || reply.statusCode !== 200 || this.#arrivedIn.get(request.raw) !== this.#generation) return;
    const headers: string[] = [];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || PER_EXCHANGE.has(name)) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
    }
    headers.push('content-length', String(Buffer.byteLength(body)));
    this.#answers.set(key, { headers, body });
  }

  /** After a write: nothing recorded before it is replayed, nor anything read while it ran. */
  forgetAll(): void {
    this.#generation += 1;
    this.#answers.clear();
  }
}

/** The request's key, or undefined when it is not a visitor's plain read. */
function replayKey(req: IncomingMessage): string | undefined {
  const { headers } = req;
  if (req.method !== 'GET' || headers.authorization !== undefined || headers['if-none-match'] !== undefined) {
    return undefined;
  }
  return `${req.url}\n${headers.origin ?? ''}\n${headers['accept-encoding'] ?? ''}`;
}

/**
 * Fastify's HTTP/1 server, with replays answered before Fastify's handler. The timeouts are the
 * ones Fastify sets on a server it creates itself.
 */
export function replayingServer(answers: ReplayedAnswers): FastifyServerFactory {
  return (handler, options) => {
    // Once the server is closing, Fastify answers everything (it closes kept-alive connections).
    const server = http.createServer((req, res) => {
      if (!server.listening || !answers.replay(req, res)) handler(req, res);
    });
    const timeouts = options as Record<'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout', number>;
    server.keepAliveTimeout = timeouts.keepAliveTimeout;
    server.requestTimeout = timeouts.requestTimeout;
    server.setTimeout(timeouts.connectionTimeout);
    return server;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    replayedAnswers: ReplayedAnswers;
  }
}

import { hash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How caches may keep an answer, and which request header besides Accept-Encoding changes it. */
export interface AnswerPolicy {
  cacheControl: string;
  varyOn?: string;
}

/**
 * A JSON answer serialized once (through the route's response schema) and gzipped once, with
 * the strong ETag of each form and the caching headers that go with it. Phones on slow networks
 * get a fifth of the bytes, and a cached answer costs no compression per request.
 */
export interface JsonAnswer {
  payload: string;
  etag: string;
  gzipped: Buffer;
  gzippedEtag: string;
  cacheControl: string;
  vary: string;
}

// Catalogue answers are a few KB: a 4 KB window compresses them as well as the default 32 KB one,
// with a fifth of zlib's working memory for each fill (less for the allocator to fragment).
const SMALL_GZIP = { windowBits: 12, memLevel: 6 };

/**
 * The bytes of `view` in memory of their own. zlib hands back a view of its output buffer, many
 * times an answer's size (and Buffer.from a slice of a shared pool): either would be kept alive
 * whole for as long as the answer is cached.
 */
function ownCopy(view: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(view.length);
  view.copy(copy);
  return copy;
}

export function toJsonAnswer(reply: FastifyReply, body: unknown, { cacheControl, varyOn }: AnswerPolicy): JsonAnswer {
  // The route's JSON serializer always gives a string (the union type covers custom ones).
  const payload = String(reply.serialize(body));
  const tag = hash('sha256', payload, 'base64url').slice(0, 27);
  return {
    payload,
    etag: `"${tag}"`,
    gzipped: ownCopy(gzipSync(payload, SMALL_GZIP)),
    gzippedEtag: `"${tag}-gzip"`,
    cacheControl,
    vary: varyOn ? `${varyOn}, accept-encoding` : 'accept-encoding',
  };
}

/** Adds to the Vary header the CORS plugin (Origin) or the route may already have set. */
export function addVary(reply: FastifyReply, fields: string): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, ${fields}` : fields);
}

/** Sends JSON serialized earlier (through the route's response schema), as it is. */
export function sendSerialized(reply: FastifyReply, payload: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(payload);
}

/** Sends the answer in the encoding the caller accepts, or a bodiless 304 when it already has it. */
export function sendJsonAnswer(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer): FastifyReply {
  const acceptEncoding = request.headers['accept-encoding'];
  const gzip = acceptEncoding !== undefined && negotiate(acceptEncoding, ['gzip', 'identity']) === 'gzip';
  const etag = gzip ? answer.gzippedEtag : answer.etag;
  addVary(reply, answer.vary);
  reply.header('cache-control', answer.cacheControl);
  reply.header('etag', etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string' && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  if (gzip) reply.header('content-encoding', 'gzip');
  return reply.send(gzip ? answer.gzipped : answer.payload);
}

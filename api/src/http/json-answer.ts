import { hash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON answer serialized once (through the route's response schema) and gzipped once, with
 * the strong ETag of each form. Phones on slow networks get a fifth of the bytes, and a cached
 * answer costs no compression per request.
 */
export interface JsonAnswer {
  payload: string;
  etag: string;
  gzipped: Buffer;
  gzippedEtag: string;
}

// Catalogue answers are a few KB: a 4 KB window compresses them as well as the default 32 KB one,
// with a fifth of zlib's working memory for each fill (less for the allocator to fragment).
const SMALL_GZIP = { windowBits: 12, memLevel: 6 };

export function toJsonAnswer(reply: FastifyReply, body: unknown): JsonAnswer {
  // The route's JSON serializer always gives a string (the union type covers custom ones).
  const payload = String(reply.serialize(body));
  const tag = hash('sha256', payload, 'base64url').slice(0, 27);
  return { payload, etag: `"${tag}"`, gzipped: gzipSync(payload, SMALL_GZIP), gzippedEtag: `"${tag}-gzip"` };
}

/** Sends the answer in the encoding the caller accepts, or a bodiless 304 when it already has it. */
export function sendJsonAnswer(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer): FastifyReply {
  const acceptEncoding = request.headers['accept-encoding'];
  const gzip = acceptEncoding !== undefined && negotiate(acceptEncoding, ['gzip', 'identity']) === 'gzip';
  const etag = gzip ? answer.gzippedEtag : answer.etag;
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  reply.header('etag', etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string' && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  if (!gzip) return reply.send(answer.payload);
  return reply.header('content-encoding', 'gzip').send(answer.gzipped);
}

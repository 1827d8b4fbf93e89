import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sets a strong ETag for a JSON payload and answers 304 when the caller already has it.
 * Returns true when the 304 was sent and the handler should stop.
 */
export function replyNotModified(request: FastifyRequest, reply: FastifyReply, payload: unknown): boolean {
  const etag = `"${createHash('sha256').update(JSON.stringify(payload)).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string' && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    reply.code(304).send();
    return true;
  }
  return false;
}

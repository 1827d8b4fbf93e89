import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON answer serialized once (through the route's response schema), with its strong ETag. */
export interface JsonAnswer {
  payload: string;
  etag: string;
}

export function toJsonAnswer(reply: FastifyReply, body: unknown): JsonAnswer {
  // The route's JSON serializer always gives a string (the union type covers custom ones).
  const payload = String(reply.serialize(body));
  return { payload, etag: `"${hash('sha256', payload, 'base64url').slice(0, 27)}"` };
}

/** Sends the answer, or a bodiless 304 when the caller already holds this version of it. */
export function sendJsonAnswer(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer): FastifyReply {
  reply.header('etag', answer.etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string' && ifNoneMatch.split(',').some((tag) => tag.trim() === answer.etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(answer.payload);
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WriterSession } from '../db/writer-account.repository.ts';
import { readBearerToken } from './bearer-token.ts';

/**
 * The session of a request `fastify.authenticate` let in: its user and the token version its API
 * token carries (already verified by the hook; read again here, not trusted from anywhere else).
 * Writes pass it to lockWriterAccount so a session ended mid-request writes nothing.
 */
export function writerSession(fastify: FastifyInstance, request: FastifyRequest): WriterSession {
  const token = readBearerToken(request);
  const payload = token ? fastify.jwt.decode<{ ver?: unknown }>(token) : null;
  // authenticate refused any token without a numeric version; -1 matches no account.
  const tokenVersion = typeof payload?.ver === 'number' ? payload.ver : -1;
  return { userId: request.user.id, tokenVersion };
}

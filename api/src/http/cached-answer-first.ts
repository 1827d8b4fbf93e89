import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { sendJsonAnswer } from './json-answer.ts';

/**
 * The first onRequest hook of a public catalogue route: a visitor (no Authorization header) whose
 * URL has a fresh cached answer gets it on arrival, before validation, the route's other hooks
 * and its handler; most catalogue reads end here. Safe to answer before validation: an answer is
 * only cached after its exact URL passed it, and the key carries the catalogue's generation like
 * every other read. Everything else goes on to the route as usual.
 */
export function cachedAnswerFirst(fastify: FastifyInstance): onRequestHookHandler {
  return (request, reply, done) => {
    const answer =
      request.headers.authorization === undefined ? fastify.catalogue.freshAnswer(request.url) : undefined;
    if (answer === undefined) {
      done();
      return;
    }
    sendJsonAnswer(request, reply, answer);
  };
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCOUNT_LANGUAGE_PATH, ErrorBody, SaveLanguage } from '@sellphones/contracts/schemas';
import { setUserLanguage } from '../db/users.repository.ts';
import { perCaller } from '../http/rate-limits.ts';

/** Switching the language twice a second is plenty for a person; more is a script. */
const LANGUAGE_CHANGES_PER_MINUTE = 30;

/** The language chosen in the header, kept on the account so it follows the person to every device. */
const accountLanguageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.put(ACCOUNT_LANGUAGE_PATH, {
    onRequest: fastify.authenticate,
    config: { rateLimit: perCaller(LANGUAGE_CHANGES_PER_MINUTE) },
    schema: {
      tags: ['accounts'],
      summary: "Save the signed-in person's language (en or bn) on their account",
      security: [{ apiToken: [] }],
      body: SaveLanguage,
      response: { 200: SaveLanguage, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody, 503: ErrorBody },
    },
  }, async (request) => {
    await setUserLanguage(fastify.db, request.user.id, request.body.language);
    return { language: request.body.language };
  });
};

export default accountLanguageRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AccountLanguage, ErrorBody, IdParams } from '@sellphones/contracts/schemas';
import { linkPreviewTags, phoneLinkPreview } from '../catalogue/link-preview.ts';
import { findPhonePage } from '../db/listings.repository.ts';
import { PUBLIC_READ } from '../http/request-log.ts';
import { PHONE_NO_LONGER_FOR_SALE, PHONE_NOT_FOUND } from './catalogue-listings.ts';

/** A link to a phone's page, shared in Facebook, WhatsApp or Messenger, previews the phone. */
const linkPreviewRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/phones/:id/link-preview', {
    config: PUBLIC_READ,
    schema: {
      tags: ['catalogue'],
      summary: "A phone's link preview: the Open Graph tags of its page",
      description:
        "HTML meta tags for the head of the phone's page (the front door puts them into /phones/:id): its name and " +
        'price, how used, its condition and place, and its cover photo. Only what anyone sees on the page. ' +
        'A sold, deleted or hidden phone answers 410 and an unknown id 404; the page then previews the site. ' +
        "lang: the language of whoever shared the link (the phone's address carries it), English by default.",
      params: IdParams,
      querystring: Type.Object({ lang: Type.Optional(AccountLanguage) }, { additionalProperties: false }),
      response: { 200: Type.String(), 400: ErrorBody, 404: ErrorBody, 410: ErrorBody, 429: ErrorBody, 503: ErrorBody },
    },
  }, async (request, reply) => {
    const row = await findPhonePage(fastify.db, request.params.id);
    if (!row) throw fastify.httpErrors.notFound(PHONE_NOT_FOUND);
    if (!row.forSale) throw fastify.httpErrors.gone(PHONE_NO_LONGER_FOR_SALE);
    reply.type('text/html; charset=utf-8');
    // Crawlers read a shared link once; a minute old is fresh enough for a price.
    reply.header('cache-control', 'public, max-age=60');
    const { currency, publicUrl } = fastify.config;
    return linkPreviewTags(phoneLinkPreview(row, currency, publicUrl, request.query.lang));
  });
};

export default linkPreviewRoutes;

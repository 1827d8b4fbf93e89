import { gunzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { toJsonAnswer } from '../../src/http/json-answer.ts';

describe('cached JSON answers', () => {
  it('keep their gzipped form in memory of its own size, not in a larger buffer they share', () => {
    const reply = { serialize: (body: unknown) => JSON.stringify(body) } as unknown as FastifyReply;
    const body = { products: Array.from({ length: 12 }, (_, i) => ({ name: `Phone ${i}`, description: 'Seeded for the answer tests.' })) };
    const answer = toJsonAnswer(reply, body, { cacheControl: 'public, max-age=30' });

    expect(JSON.parse(gunzipSync(answer.gzipped).toString())).toEqual(body);
    expect(answer.gzipped.buffer.byteLength).toBe(answer.gzipped.length);
  });
});

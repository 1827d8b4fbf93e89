import { describe, expect, it } from 'vitest';
import { CONNECTION_TIMEOUT_MS, HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../src/app.ts';
import { buildTestApp } from '../helper.ts';

// A request whose body trickles in for minutes used to be served whenever it completed: sign-in
// is checked on arrival, so a banned sender's write landed long after the ban (130 s in the audit).
describe('the HTTP server bounds how long a request may take to arrive', () => {
  it('cuts a request after a minute, its headers after 10 s, a silent connection after 75 s', async () => {
    const { app, close } = await buildTestApp();
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      expect(app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
      expect(app.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
      expect(app.server.timeout).toBe(CONNECTION_TIMEOUT_MS);
      expect([REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, CONNECTION_TIMEOUT_MS]).toEqual([60_000, 10_000, 75_000]);
      // Kept-alive connections are still closed by the keep-alive rule, not cut mid-reuse.
      expect(app.server.keepAliveTimeout).toBeLessThan(CONNECTION_TIMEOUT_MS);
    } finally {
      await close();
    }
  });
});

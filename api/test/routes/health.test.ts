import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../helper.ts';

describe('health', () => {
  const ctx = useTestApp();

  it('GET /health says the process is up', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /ready says the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });
});

describe('a database that is gone', () => {
  it('makes /ready and data routes answer 503 instead of crashing', async () => {
    const testApp = await buildTestApp();
    try {
      await testApp.app.ready();
      await testApp.app.dbConnection.close();

      const ready = await testApp.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().message).toBe('The database is not reachable.');

      const categories = await testApp.app.inject({ method: 'GET', url: '/categories' });
      expect(categories.statusCode).toBe(503);
      expect(categories.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The service is temporarily unavailable. Please try again shortly.',
      });

      const health = await testApp.app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});

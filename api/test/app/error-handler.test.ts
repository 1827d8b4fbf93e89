import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';

describe('error handling', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { app } = testApp;
    app.get('/test/boom', async () => {
      throw new Error('relation "users" does not exist at SELECT * FROM users');
    });
    app.post('/test/booking', {
      schema: {
        body: Type.Object(
          {
            phone: Type.String({ minLength: 11 }),
            meetingLocation: Type.String({ minLength: 1 }),
            price: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
          },
          { additionalProperties: false },
        ),
      },
    }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => testApp.close());

  it('answers a crash with a generic 500, the request id, and nothing internal', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body).not.toMatch(/SELECT|users|stack|at /);
  });

  it('turns a validation error into a sentence a person can act on', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/test/booking',
      payload: { phone: '0170', meetingLocation: 'Dhaka' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'phone must be at least 11 characters',
    });
  });

  it.each([
    [{ phone: '01700000000' }, 'meetingLocation is required'],
    [{ phone: '01700000000', meetingLocation: 'Dhaka', role: 'admin' }, 'role is not allowed here'],
    [{ phone: '01700000000', meetingLocation: 'Dhaka', price: 0 }, 'price must be more than 0'],
    [{ phone: '01700000000', meetingLocation: 'Dhaka', price: 'cheap' }, 'price must be a number'],
  ])('explains %j', async (payload, message) => {
    const response = await testApp.app.inject({ method: 'POST', url: '/test/booking', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.body).not.toMatch(/ajv|schema|instancePath|keyword/i);
  });

  it('answers broken JSON with a readable 400', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/test/booking',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON.');
  });

  it('answers an unknown address with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'There is nothing at this address.',
    });
  });
});

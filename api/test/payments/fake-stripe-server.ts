import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the Stripe SDK sent it. */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: URLSearchParams;
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

/**
 * A local HTTP server standing in for Stripe's API (the SDK's host, port and protocol options
 * point at it): payment intents, their retrieval and refunds, with idempotency keys honoured.
 */
export class FakeStripeServer {
  readonly requests: RecordedStripeRequest[] = [];
  readonly intents = new Map<string, FakeIntent>();
  readonly refundedIntents: string[] = [];
  readonly #byKey = new Map<string, unknown>();
  /** Set to answer every request with this error, as Stripe does for a wrong key (401) or an outage (500). */
  failure: { status: number; error: { type: string; code?: string; message: string } } | undefined;
  #server: Server | undefined;

  get address(): { host: string; port: number; protocol: 'http' } {
    const { port } = this.#server!.address() as AddressInfo;
    return { host: '127.0.0.1', port, protocol: 'http' };
  }

  async start(): Promise<void> {
    this.#server = createServer((request, response) => {
      void this.#handle(request).then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(4).toString('hex')}` });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()));
  }

  /** What the card holder's bank does in real life: the intent is paid. */
  succeed(intentId: string): FakeIntent {
    const intent = this.intents.get(intentId)!;
    intent.status = 'succeeded';
    return intent;
  }

  async #handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const path = (request.url ?? '').split('?')[0] ?? '';
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const recorded: RecordedStripeRequest = {
      method: request.method ?? 'GET',
      path,
      idempotencyKey: header('idempotency-key'),
      authorization: header('authorization'),
      form: new URLSearchParams(raw),
    };
    this.requests.push(recorded);
    if (this.failure) return { status: this.failure.status, body: { error: this.failure.error } };

    const key = recorded.idempotencyKey ? `${recorded.method} ${path} ${recorded.idempotencyKey}` : undefined;
    if (key && this.#byKey.has(key)) return { status: 200, body: this.#byKey.get(key) };
    const answer = this.#answer(recorded);
    if (key && answer.status === 200) this.#byKey.set(key, answer.body);
    return answer;
  }

  #answer({ method, path, form }: RecordedStripeRequest): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(name);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata,
      };
      this.intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && retrieve?.[1]) {
      const intent = this.intents.get(retrieve[1]);
      if (intent) return { status: 200, body: intent };
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${retrieve[1]}'` } },
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intentId = form.get('payment_intent') ?? '';
      if (this.refundedIntents.includes(intentId)) {
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' } } };
      }
      this.refundedIntents.push(intentId);
      return { status: 200, body: { id: `re_${randomBytes(8).toString('hex')}`, object: 'refund', payment_intent: intentId, status: 'succeeded' } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } };
  }
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerCheckoutCall } from './checkout-api.ts';
import { STANDIN_CREDENTIALS, type BkashStandInCredentials } from './credentials.ts';
import { Ledger } from './ledger.ts';
import { answerWallet, openWallet, type WalletAnswer } from './wallet-page.ts';

/** The API version in bKash's base URL; the API is configured with `<origin>/v1.2.0-beta`. */
export const API_PREFIX = '/v1.2.0-beta';
export const STANDIN_PORT = 4010;

export interface BkashStandInOptions {
  port?: number;
  host?: string;
  /** bKash's id tokens last an hour. */
  tokenLifetimeSeconds?: number;
  credentials?: BkashStandInCredentials;
}

const MAX_BODY = 64 * 1024;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendWallet(response: ServerResponse, answer: WalletAnswer): void {
  if (answer.kind === 'redirect') {
    response.writeHead(303, { location: answer.location }).end();
    return;
  }
  response.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(answer.html);
}

/**
 * A local stand-in for bKash Tokenized Checkout, for development and tests only: the documented
 * API under /v1.2.0-beta and a wallet page at /wallet. Tests drive it through its options and
 * the methods below (expire the tokens, make execute answer late).
 */
export class BkashStandIn {
  readonly ledger: Ledger;
  #server: Server | undefined;
  #origin = '';
  #executeDelayMs = 0;
  readonly #options: BkashStandInOptions;

  constructor(options: BkashStandInOptions = {}) {
    this.#options = options;
    this.ledger = new Ledger(options.tokenLifetimeSeconds ?? 3600);
  }

  /** What the API's BKASH_BASE_URL is set to. */
  get baseUrl(): string {
    return `${this.#origin}${API_PREFIX}`;
  }

  /** From now on execute takes the money and answers `ms` later (0: at once). */
  answerExecuteAfter(ms: number): void {
    this.#executeDelayMs = ms;
  }

  expireTokens(): void {
    this.ledger.expireIdTokens();
  }

  async start(): Promise<string> {
    const credentials = this.#options.credentials ?? STANDIN_CREDENTIALS;
    const server = createServer((request, response) => {
      this.#handle(request, response, credentials).catch(() => {
        if (!response.headersSent) response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Bad Request' }));
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.#options.port ?? 0, this.#options.host ?? '127.0.0.1', () => resolve());
    });
    this.#server = server;
    const { port } = server.address() as AddressInfo;
    this.#origin = `http://${this.#options.host ?? '127.0.0.1'}:${port}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async #handle(request: IncomingMessage, response: ServerResponse, credentials: BkashStandInCredentials): Promise<void> {
    const url = new URL(request.url ?? '/', this.#origin);
    if (url.pathname === '/wallet' && request.method === 'GET') {
      return sendWallet(response, openWallet(this.ledger, url.searchParams.get('paymentId')));
    }
    if (url.pathname === '/wallet' && request.method === 'POST') {
      return sendWallet(response, answerWallet(this.ledger, new URLSearchParams(await readBody(request))));
    }
    if (url.pathname.startsWith(`${API_PREFIX}/`) && request.method === 'POST') {
      const text = await readBody(request);
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      const answer = await answerCheckoutCall(
        {
          ledger: this.ledger,
          credentials,
          walletUrl: (paymentID) => `${this.#origin}/wallet?paymentId=${encodeURIComponent(paymentID)}`,
          executeDelayMs: () => this.#executeDelayMs,
        },
        url.pathname.slice(API_PREFIX.length),
        request.headers,
        body && typeof body === 'object' ? body : {},
      );
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not Found' }));
  }
}

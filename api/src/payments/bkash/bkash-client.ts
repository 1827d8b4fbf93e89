import { UpstreamError } from '../../errors/upstream-error.ts';

/** The merchant account's keys and bKash's address (BKASH_* in the configuration). */
export interface BkashCredentials {
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  timeoutMs: number;
}

/** bKash's answer to a grant or refresh. */
export interface GrantedToken {
  idToken: string;
  refreshToken: string;
  /** Seconds from now. */
  expiresIn: number;
}

/** bKash answered, with a refusal code of its own (statusCode other than 0000). */
export class BkashRefusal extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(`bKash refused: ${code} ${message}`);
    this.name = 'BkashRefusal';
    this.code = code;
  }
}

/** bKash did not accept the id token (expired or replaced): get a new one and try again. */
export class BkashTokenRejected extends Error {
  constructor() {
    super('bKash did not accept the id token');
    this.name = 'BkashTokenRejected';
  }
}

type BkashBody = Record<string, unknown> & { statusCode?: string; statusMessage?: string; errorCode?: string; errorMessage?: string };

/**
 * bKash Tokenized Checkout (v1.2.0-beta) over HTTP: JSON in and out, the id token in
 * Authorization and the app key in X-APP-Key. A refusal is a 0000-less statusCode (or the older
 * errorCode) in a 200; a network failure or a timeout is an UpstreamError (503), which a caller
 * that moves money settles by asking for the payment's status.
 */
export class BkashClient {
  readonly #credentials: BkashCredentials;

  constructor(credentials: BkashCredentials) {
    this.#credentials = credentials;
  }

  async grantToken(): Promise<GrantedToken> {
    const { appKey, appSecret, username, password } = this.#credentials;
    const body = await this.#post('/tokenized/checkout/token/grant', { username, password }, { app_key: appKey, app_secret: appSecret });
    return toGrantedToken(body);
  }

  async refreshToken(refreshToken: string): Promise<GrantedToken> {
    const { appKey, appSecret, username, password } = this.#credentials;
    const body = await this.#post(
      '/tokenized/checkout/token/refresh',
      { username, password },
      { app_key: appKey, app_secret: appSecret, refresh_token: refreshToken },
    );
    return toGrantedToken(body);
  }

  /** A call made with the id token; `timeoutMs` shortens the configured limit for one call. */
  async call(path: string, idToken: string, payload: Record<string, unknown>, timeoutMs?: number): Promise<BkashBody> {
    return this.#post(path, { authorization: idToken, 'x-app-key': this.#credentials.appKey }, payload, timeoutMs);
  }

  async #post(path: string, headers: Record<string, string>, payload: Record<string, unknown>, timeoutMs?: number): Promise<BkashBody> {
    let response: Response;
    try {
      response = await fetch(`${this.#credentials.baseUrl}${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs ?? this.#credentials.timeoutMs),
      });
    } catch (err) {
      throw new UpstreamError('bkash', 503, err);
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      if (headers.authorization !== undefined) throw new BkashTokenRejected();
      throw new UpstreamError('bkash', 502, new Error(`bKash refused the merchant's credentials (${response.status})`));
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new UpstreamError('bkash', 503, new Error(`bKash answered ${response.status}`));
    }
    let body: BkashBody;
    try {
      body = (await response.json()) as BkashBody;
    } catch (err) {
      throw new UpstreamError('bkash', response.status >= 400 ? 502 : 503, err);
    }
    const code = body.statusCode ?? body.errorCode;
    if (code !== undefined && code !== '0000') {
      throw new BkashRefusal(String(code), String(body.statusMessage ?? body.errorMessage ?? ''));
    }
    if (!response.ok) throw new UpstreamError('bkash', 502, new Error(`bKash answered ${response.status}`));
    return body;
  }
}

function toGrantedToken(body: BkashBody): GrantedToken {
  const { id_token: idToken, refresh_token: refreshToken, expires_in: expiresIn } = body;
  if (typeof idToken !== 'string' || typeof refreshToken !== 'string') {
    throw new UpstreamError('bkash', 502, new Error('bKash granted no token'));
  }
  return { idToken, refreshToken, expiresIn: Number(expiresIn) > 0 ? Number(expiresIn) : 3600 };
}

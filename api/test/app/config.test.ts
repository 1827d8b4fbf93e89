import { describe, expect, it } from 'vitest';
import { BKASH_STANDIN_CREDENTIALS, ConfigError, DEV_JWT_SECRET, loadConfig } from '../../src/config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('loadConfig', () => {
  it('starts with sensible defaults in development', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.databasePoolSize).toBe(5);
    expect(config.pgliteDataDir).toMatch(/\.data[/\\]pgdata$/);
    expect(config.firebaseProjectId).toBe('demo-sellphones');
    expect(config.publicUrl).toBe('http://127.0.0.1:4000');
    expect(config.corsOrigins).toContain('http://localhost:3000');
    expect(config.corsOrigins).toContain('http://127.0.0.1:3004');
    expect(config.jwtSecret).toBe(DEV_JWT_SECRET);
    expect(config.jwtSecretIsDefault).toBe(true);
  });

  it('reads every variable it is given', () => {
    const config = loadConfig({
      PORT: '4100',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop',
      DATABASE_POOL_SIZE: '12',
      CORS_ORIGINS: 'https://shop.example, https://admin.example/',
      JWT_SECRET: 'x'.repeat(40),
      FIREBASE_PROJECT_ID: 'sellphones-prod',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      IMGBB_API_KEY: 'key',
      PUBLIC_URL: 'https://api.example/',
    });
    expect(config.port).toBe(4100);
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/shop');
    expect(config.databasePoolSize).toBe(12);
    expect(config.corsOrigins).toEqual(['https://shop.example', 'https://admin.example']);
    expect(config.jwtSecretIsDefault).toBe(false);
    expect(config.publicUrl).toBe('https://api.example');
    expect(config.stripeSecretKey).toBe('sk_test_abc');
    expect(config.imgbbApiKey).toBe('key');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number'],
    [{ PORT: '70000' }, 'PORT must be a whole number'],
    [{ DATABASE_URL: 'mysql://db' }, 'DATABASE_URL must start with postgres://'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE must be a whole number between 1 and 100'],
    [{ CORS_ORIGINS: 'shop.example' }, 'CORS_ORIGINS must be a comma-separated list'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ FIREBASE_PROJECT_ID: 'Not A Project' }, 'FIREBASE_PROJECT_ID must be'],
    [{ FIREBASE_AUTH_EMULATOR_HOST: 'localhost' }, 'FIREBASE_AUTH_EMULATOR_HOST must be host:port'],
    [{ STRIPE_SECRET_KEY: 'pk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_y' }, 'STRIPE_SECRET_KEY must start with'],
    [{ STRIPE_SECRET_KEY: 'sk_test_x' }, 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together'],
    [{ STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET must start with whsec_'],
    [{ PUBLIC_URL: 'ftp://files' }, 'PUBLIC_URL must be an http(s) URL'],
    [{ REDIS_URL: '127.0.0.1:6379' }, 'REDIS_URL must start with redis:// or rediss://'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY must be the comma-separated addresses'],
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY must be the comma-separated addresses'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY must be the comma-separated addresses'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:4568' }, 'S3_BUCKET is required when S3_ENDPOINT is set'],
    [{ S3_BUCKET: 'Photos_Bucket' }, 'S3_BUCKET must be a bucket name'],
    [{ S3_BUCKET: 'photos', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http(s) URL'],
    [{ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together'],
    [{ S3_BUCKET: 'photos', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false'],
    [{ S3_BUCKET: 'photos', IMGBB_API_KEY: 'key' }, 'Set either S3_BUCKET or IMGBB_API_KEY, not both'],
  ])('names the bad variable in %j', (env, expected) => {
    expect(problemsOf(env).join('\n')).toContain(expected);
  });

  it('prices in the currency CURRENCY names, taka or dollars, and refuses any other', () => {
    expect(loadConfig({ NODE_ENV: 'development', CURRENCY: 'BDT' }).currency).toBe('BDT');
    expect(loadConfig({ NODE_ENV: 'development', CURRENCY: 'USD' }).currency).toBe('USD');
    expect(() => loadConfig({ NODE_ENV: 'development', CURRENCY: 'EUR' })).toThrow(/CURRENCY must be one of BDT, USD \(got "EUR"\)/);
  });

  it('trusts no proxy unless told which', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy)
      .toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'loopback']);
  });

  it('keeps photos on local disk unless S3_BUCKET is set, and reads the S3 settings', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).s3).toBeUndefined();
    expect(loadConfig({
      NODE_ENV: 'development',
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://127.0.0.1:4568/',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_REGION: 'eu-west-1',
    }).s3).toEqual({
      bucket: 'photos',
      endpoint: 'http://127.0.0.1:4568',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'eu-west-1',
      forcePathStyle: true,
    });
    // AWS itself: host-style bucket addresses and the SDK's own credentials unless told otherwise.
    expect(loadConfig({ NODE_ENV: 'development', S3_BUCKET: 'photos' }).s3).toMatchObject({ endpoint: undefined, forcePathStyle: false, region: 'us-east-1' });
  });

  it('regression: an unset NODE_ENV is production, with none of the development defaults', () => {
    const problems = problemsOf({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(problems).toEqual([
      'JWT_SECRET is required when NODE_ENV=production',
      'FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production (it accepts unsigned tokens)',
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are required when NODE_ENV=production: the card sandbox sells phones for a test card',
      'NODE_ENV is not set, which means production: on a development machine set NODE_ENV=development',
    ]);
    const live = loadConfig({ JWT_SECRET: 'p'.repeat(40), STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' });
    expect(live.nodeEnv).toBe('production');
    expect(live.jwtSecretIsDefault).toBe(false);
  });

  it.each(['Production', 'prod', 'staging', 'dev', ' development-ish'])(
    'regression: NODE_ENV=%j is refused instead of getting the development defaults',
    (nodeEnv) => {
      expect(problemsOf({ NODE_ENV: nodeEnv, JWT_SECRET: 'p'.repeat(40), STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' }))
        .toEqual([`NODE_ENV must be exactly development, test or production (got "${nodeEnv.trim()}"); unset means production`]);
    },
  );

  it.each(['development', 'test'])('NODE_ENV=%s may use the development secret, the sandbox and the emulator', (nodeEnv) => {
    const config = loadConfig({ NODE_ENV: nodeEnv, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(config.jwtSecret).toBe(DEV_JWT_SECRET);
    expect(config.stripeSecretKey).toBeUndefined();
    expect(config.firebaseAuthEmulatorHost).toBe('127.0.0.1:9099');
  });

  it('refuses to run in production without a JWT secret', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toContain('JWT_SECRET is required when NODE_ENV=production');
  });

  it('refuses to run in production against the Auth emulator', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      JWT_SECRET: 'y'.repeat(48),
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(problems.join('\n')).toContain('FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production');
  });

  it('lists every problem at once', () => {
    const error = (() => {
      try {
        loadConfig({ NODE_ENV: 'development', PORT: '-1', JWT_SECRET: 'short', PUBLIC_URL: 'nope' });
      } catch (err) {
        return err as ConfigError;
      }
      throw new Error('expected a ConfigError');
    })();
    expect(error.problems).toHaveLength(3);
    expect(error.message).toContain('- PORT');
    expect(error.message).toContain('- JWT_SECRET');
    expect(error.message).toContain('- PUBLIC_URL');
  });

  describe('bKash', () => {
    const LIVE = { JWT_SECRET: 'p'.repeat(40), STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' };
    const KEYS = { BKASH_APP_KEY: 'live-key', BKASH_APP_SECRET: 'live-secret', BKASH_USERNAME: 'shop', BKASH_PASSWORD: 'pw' };

    it('is off unless BKASH_BASE_URL is set, and development uses the stand-in\'s keys', () => {
      expect(loadConfig({ NODE_ENV: 'development' }).bkash).toBeUndefined();
      expect(loadConfig({ NODE_ENV: 'development', BKASH_BASE_URL: 'http://127.0.0.1:4010/v1.2.0-beta/' }).bkash).toEqual({
        baseUrl: 'http://127.0.0.1:4010/v1.2.0-beta',
        ...BKASH_STANDIN_CREDENTIALS,
        returnUrl: 'http://127.0.0.1:3000',
        timeoutMs: 30_000,
      });
    });

    it('refuses bKash on a site priced in dollars, since bKash charges taka only', () => {
      expect(() => loadConfig({ NODE_ENV: 'development', CURRENCY: 'USD', BKASH_BASE_URL: 'http://127.0.0.1:4010/v1.2.0-beta' })).toThrow(
        /bKash charges taka only/,
      );
      expect(loadConfig({ NODE_ENV: 'development', CURRENCY: 'BDT', BKASH_BASE_URL: 'http://127.0.0.1:4010/v1.2.0-beta' }).bkash).toBeDefined();
    });

    it('production refuses the stand-in: its keys, a missing key, plain http, no return address', () => {
      expect(problemsOf({ ...LIVE, BKASH_BASE_URL: 'http://127.0.0.1:4010/v1.2.0-beta' })).toEqual([
        'BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME, BKASH_PASSWORD must all be set with BKASH_BASE_URL when NODE_ENV=production',
        'BKASH_BASE_URL must be https when NODE_ENV=production',
        'BKASH_RETURN_URL (the shop\'s address, for example https://sellphones.example) is required with bKash when NODE_ENV=production',
        'NODE_ENV is not set, which means production: on a development machine set NODE_ENV=development',
      ]);
      const standInKeys = {
        BKASH_APP_KEY: BKASH_STANDIN_CREDENTIALS.appKey,
        BKASH_APP_SECRET: BKASH_STANDIN_CREDENTIALS.appSecret,
        BKASH_USERNAME: BKASH_STANDIN_CREDENTIALS.username,
        BKASH_PASSWORD: BKASH_STANDIN_CREDENTIALS.password,
      };
      expect(problemsOf({ ...LIVE, NODE_ENV: 'production', BKASH_BASE_URL: 'https://bkash.example/v1.2.0-beta', BKASH_RETURN_URL: 'https://shop.example', ...standInKeys }))
        .toEqual(['BKASH_* must not be the local bKash stand-in\'s keys when NODE_ENV=production: it takes a published test wallet']);
      const live = loadConfig({ ...LIVE, BKASH_BASE_URL: 'https://tokenized.pay.bka.sh/v1.2.0-beta', BKASH_RETURN_URL: 'https://shop.example', ...KEYS });
      expect(live.bkash).toMatchObject({ appKey: 'live-key', username: 'shop', returnUrl: 'https://shop.example' });
    });

    it('keys without an address are refused', () => {
      expect(problemsOf({ NODE_ENV: 'development', BKASH_APP_KEY: 'k' })).toEqual(['BKASH_BASE_URL is required when BKASH_APP_KEY is set']);
    });
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const KEY = '3f9c1a7e5b2d4c8e9a61d2b47e8f1c35a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5';
const WEBHOOK_SECRET = 'c1f0e9d8b7a6950483726150f4e3d2c1';
/** A production start with everything it needs. */
const TOTP_KEY = '9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8d';
const production = {
  PUBLIC_BASE_URL: 'https://book.example.com',
  MEMBERSHIP_ID_KEY: KEY,
  SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET,
  TOTP_SECRET_KEY: TOTP_KEY,
};

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('demo mode', () => {
  it('is off unless the operator turns it on, and on makes up its own secrets, seeds the demo and links to localhost', () => {
    expect(refusal({})).toMatch(/PUBLIC_BASE_URL is required outside demo mode/);
    const demo = loadConfig({ DEMO_MODE: 'true', PORT: '3100' });
    expect(demo).toMatchObject({ DEMO_MODE: true, SEED_DEMO: true, PUBLIC_BASE_URL: 'http://localhost:3100' });
    expect(demo.MEMBERSHIP_ID_KEY).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DEMO_MODE: 'true' }).MEMBERSHIP_ID_KEY).not.toBe(demo.MEMBERSHIP_ID_KEY);
    // The demo's database outlives a restart, and so must the key its second factors are sealed with.
    expect(demo.TOTP_SECRET_KEY).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DEMO_MODE: 'true' }).TOTP_SECRET_KEY).toBe(demo.TOTP_SECRET_KEY);
  });

  it('refuses to start beside real mail or a public address', () => {
    expect(refusal({ DEMO_MODE: 'true', SMTP_URL: 'smtp://mail.example.com:587' })).toMatch(/DEMO_MODE=true cannot be used with SMTP_URL/);
    expect(refusal({ DEMO_MODE: 'true', PUBLIC_BASE_URL: 'https://book.example.com' })).toMatch(
      /DEMO_MODE=true cannot be used with a public PUBLIC_BASE_URL/,
    );
    for (const loopback of ['http://localhost:3000', 'http://127.0.0.1:4000', 'http://[::1]:3000', 'http://demo.localhost'])
      expect(refusal({ DEMO_MODE: 'true', PUBLIC_BASE_URL: loopback })).toBeNull();
  });
});

describe('a production start (not demo mode)', () => {
  it('runs with its address and strong secrets given, and seeds no demo', () => {
    const config = loadConfig(production);
    expect(config).toMatchObject({ DEMO_MODE: false, SEED_DEMO: false, PUBLIC_BASE_URL: 'https://book.example.com' });
    expect(config.MEMBERSHIP_ID_KEY).toBe(KEY);
    expect(config.TOTP_SECRET_KEY).toBe(TOTP_KEY);
  });

  it('needs what the README says a start outside the demo needs, and nothing it leaves out', () => {
    const required = [...(refusal({}) ?? '').matchAll(/(\w+) is required outside demo mode/g)].map((m) => m[1]);
    expect(required).toContain('TOTP_SECRET_KEY');
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const sentence = /Anything but the demo is started without[^]*?the server\s+refuses to start/.exec(readme)?.[0] ?? '';
    const named = [...sentence.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]).filter((name) => name !== 'DEMO_MODE');
    expect(named.sort()).toEqual(required.sort());
  });

  it('refuses missing or weak secrets, and the demo seed with its published accounts', () => {
    const { MEMBERSHIP_ID_KEY: _key, ...withoutKey } = production;
    expect(refusal(withoutKey)).toMatch(/MEMBERSHIP_ID_KEY is required outside demo mode/);
    expect(refusal({ ...production, MEMBERSHIP_ID_KEY: '0'.repeat(64) })).toMatch(/MEMBERSHIP_ID_KEY is required/);
    const { TOTP_SECRET_KEY: _totpKey, ...withoutTotpKey } = production;
    expect(refusal(withoutTotpKey)).toMatch(/TOTP_SECRET_KEY is required outside demo mode/);
    expect(refusal({ ...production, TOTP_SECRET_KEY: 'ab'.repeat(32) })).toMatch(/TOTP_SECRET_KEY is required/);
    const { SANDBOX_WEBHOOK_SECRET: _secret, ...withoutSecret } = production;
    expect(refusal(withoutSecret)).toMatch(/SANDBOX_WEBHOOK_SECRET is required outside demo mode/);
    expect(refusal({ ...production, SANDBOX_WEBHOOK_SECRET: 'abababababababababababababababab' })).toMatch(
      /SANDBOX_WEBHOOK_SECRET is required/,
    );
    expect(refusal({ ...production, SANDBOX_WEBHOOK_SECRET: 'c1f0e9d8b7a69504' })).toMatch(/SANDBOX_WEBHOOK_SECRET is required/);
    expect(refusal({ ...production, SEED_DEMO: 'true' })).toMatch(/SEED_DEMO=true needs DEMO_MODE=true/);
  });

  it('takes the public address as an origin only', () => {
    expect(loadConfig({ ...production, PUBLIC_BASE_URL: 'https://book.example.com/' }).PUBLIC_BASE_URL).toBe('https://book.example.com');
    expect(refusal({ ...production, PUBLIC_BASE_URL: 'https://book.example.com/yado' })).toMatch(/PUBLIC_BASE_URL is an origin only/);
  });
});

describe('trusted proxies', () => {
  it('are none by default, and only addresses or ranges', () => {
    expect(loadConfig(production).TRUSTED_PROXIES).toEqual([]);
    expect(loadConfig({ ...production, TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16,::1' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
    expect(refusal({ ...production, TRUSTED_PROXIES: 'loadbalancer' })).toMatch(/TRUSTED_PROXIES lists IP addresses or CIDR ranges/);
    expect(refusal({ ...production, TRUSTED_PROXIES: '10.0.0.0/33' })).toMatch(/TRUSTED_PROXIES/);
  });
});

describe('metrics', () => {
  const TOKEN = '9e1d7c5b3a2f4e6d8c0b1a2f3e4d5c6b';

  it('are off by default, and on only with a strong token, in the demo too', () => {
    expect(loadConfig(production).METRICS_ENABLED).toBe(false);
    expect(loadConfig({ ...production, METRICS_ENABLED: 'true', METRICS_TOKEN: TOKEN })).toMatchObject({
      METRICS_ENABLED: true,
      METRICS_TOKEN: TOKEN,
    });
    expect(refusal({ ...production, METRICS_ENABLED: 'true' })).toMatch(/METRICS_ENABLED=true needs METRICS_TOKEN/);
    expect(refusal({ DEMO_MODE: 'true', METRICS_ENABLED: 'true' })).toMatch(/METRICS_ENABLED=true needs METRICS_TOKEN/);
    expect(refusal({ ...production, METRICS_ENABLED: 'true', METRICS_TOKEN: 'short-9e1d7c5b' })).toMatch(/METRICS_TOKEN/);
    expect(refusal({ ...production, METRICS_ENABLED: 'true', METRICS_TOKEN: 'ab'.repeat(20) })).toMatch(/METRICS_TOKEN/);
  });
});

describe('tracing', () => {
  it('is off by default, and on when an OTLP endpoint is given, sending to its /v1/traces', () => {
    expect(loadConfig(production).TRACING_ENABLED).toBe(false);
    expect(loadConfig({ ...production, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toMatchObject({
      TRACING_ENABLED: true,
      OTLP_TRACES_URL: 'http://collector:4318/v1/traces',
      OTEL_SERVICE_NAME: 'yado-api',
    });
    expect(loadConfig({ ...production, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://otlp.example/api/traces' }).OTLP_TRACES_URL).toBe(
      'https://otlp.example/api/traces',
    );
  });

  it('follows TRACING_ENABLED when it is set', () => {
    expect(
      loadConfig({ ...production, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', TRACING_ENABLED: 'false' }).TRACING_ENABLED,
    ).toBe(false);
    expect(loadConfig({ ...production, TRACING_ENABLED: 'true' })).toMatchObject({
      TRACING_ENABLED: true,
      OTLP_TRACES_URL: 'http://localhost:4318/v1/traces',
    });
    expect(refusal({ ...production, TRACING_SAMPLE_RATIO: '1.5' })).toMatch(/TRACING_SAMPLE_RATIO/);
  });
});

describe('card providers (ADR 0056)', () => {
  const adyen = {
    ADYEN_API_KEY: 'AQEyhmfxK4',
    ADYEN_MERCHANT_ACCOUNT: 'YadoECOM',
    ADYEN_CLIENT_KEY: 'live_ABC',
    ADYEN_HMAC_KEY: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  };
  const paypal = { PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH-1' };

  it('are off without credentials: the sandbox takes every brand', () => {
    expect(loadConfig(production)).toMatchObject({ ADYEN: null, PAYPAL: null });
  });

  it("point at the providers' test environments unless told live", () => {
    expect(loadConfig({ ...production, ...adyen }).ADYEN).toMatchObject({
      checkoutUrl: 'https://checkout-test.adyen.com/v71',
      environment: 'test',
    });
    expect(loadConfig({ ...production, ...paypal }).PAYPAL).toMatchObject({ apiUrl: 'https://api-m.sandbox.paypal.com' });
    expect(
      loadConfig({ ...production, ...adyen, ADYEN_ENVIRONMENT: 'live', ADYEN_LIVE_URL_PREFIX: '1797a841fbb37ca7-YadoCompany' }).ADYEN,
    ).toMatchObject({
      checkoutUrl: 'https://1797a841fbb37ca7-YadoCompany-checkout-live.adyenpayments.com/checkout/v71',
    });
    expect(loadConfig({ ...production, ...paypal, PAYPAL_ENVIRONMENT: 'live' }).PAYPAL?.apiUrl).toBe('https://api-m.paypal.com');
  });

  it('refuse half a configuration, a live Adyen without its prefix, and an HMAC key that is not hex', () => {
    const { ADYEN_HMAC_KEY: _hmac, ...withoutHmac } = adyen;
    expect(refusal({ ...production, ...withoutHmac })).toMatch(/ADYEN_HMAC_KEY: Adyen needs all of/);
    expect(refusal({ ...production, PAYPAL_CLIENT_ID: 'client' })).toMatch(/PayPal needs all of/);
    expect(refusal({ ...production, ...adyen, ADYEN_ENVIRONMENT: 'live' })).toMatch(/ADYEN_LIVE_URL_PREFIX/);
    expect(refusal({ ...production, ...adyen, ADYEN_HMAC_KEY: 'not-hex' })).toMatch(/ADYEN_HMAC_KEY is the hex key/);
  });
});

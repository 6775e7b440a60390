import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SSO_PROVIDERS } from '@yado/domain/members';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** One OpenID Connect provider members may sign in with (§6); its id names which of §6's kinds it is. */
const ssoProviderSchema = z.object({
  id: z.enum(SSO_PROVIDERS),
  /** Where the provider's discovery document lives (https, or http on loopback for tests and demos). */
  issuer: z.string().url(),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  scope: z.string().default('openid email profile'),
  /** The name on the sign-in button; each language's default name is used without it. */
  name: z.string().optional(),
});
export type SsoProviderConfig = z.infer<typeof ssoProviderSchema>;

/** A variable holding JSON, checked by its schema: a wrong one stops the server at start, not at first use. */
function jsonVariable<T extends z.ZodType>(name: string, fallback: string, schema: T) {
  return z
    .string()
    .default(fallback)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} is not JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const trueOrFalse = z.enum(['true', 'false']);
const flag = (fallback: 'true' | 'false') => trueOrFalse.default(fallback).transform((v) => v === 'true');

/** Comma-separated IP addresses or CIDR ranges, e.g. "10.0.0.1,192.168.0.0/16". */
const addressList = z
  .string()
  .default('')
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.string().refine((entry) => {
        const [address = '', prefix] = entry.split('/');
        const family = isIP(address);
        if (family === 0) return false;
        return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
      }, 'TRUSTED_PROXIES lists IP addresses or CIDR ranges, separated by commas'),
    ),
  );

const envSchema = z.object({
  /**
   * The demo: the demo mailbox shows anyone's mail, demo staff keys open hotels, secrets are made up
   * each start and the widget says it is a demo. Only with a loopback PUBLIC_BASE_URL and no SMTP_URL.
   */
  DEMO_MODE: flag('false'),
  /** Where guests reach this server (an origin): links in mails lead here; http://localhost:PORT by default in demo mode. */
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed; none by default, so a client cannot name its own address. */
  TRUSTED_PROXIES: addressList,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** A PostgreSQL server; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL: statements prepared once per connection (ADR 0076); false behind a pooler that cannot keep them. */
  DATABASE_PREPARED_STATEMENTS: flag('true'),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  /** Where uploaded attachments are kept (the local-disk storage). */
  UPLOAD_DIR: z.string().default(path.join(repoRoot, '.data/uploads')),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  EMBED_DIST: z.string().default(path.join(repoRoot, 'apps/embed/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Reservation lookups allowed per client IP per minute. */
  LOOKUP_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Sign-ins, sign-ups, password resets, confirmation resends and external sign-ins allowed per client IP per minute. */
  ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** The same calls per email address (or corporate account ID) per minute, from all client addresses together. */
  PER_ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Card checks started with a provider (Adyen sessions, PayPal setup tokens) and cards turned into tokens, per client IP per minute. */
  CARD_SETUP_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Builds every hotel's agency search summary at start-up, in the background, rather than on the first search. */
  AGENCY_INDEX_WARM_UP: flag('true'),
  /** Answers every API call but the health check with 503, for maintenance windows. */
  MAINTENANCE: flag('false'),
  /** Where mail goes (smtp://user:pass@host:587); without it mails stay in the outbox table, shown at /demo/mailbox.html. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Yado <no-reply@yado.example>'),
  /**
   * Seals members' ids for the QR code on their account (64 hex characters: 32 bytes). Hotels'
   * scanners need the same key. Required outside demo mode; the demo makes one each start.
   */
  MEMBERSHIP_ID_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'MEMBERSHIP_ID_KEY is 64 hex characters')
    .optional(),
  /**
   * Seals console users' TOTP secrets in the database (AES-256-GCM; 64 hex characters: 32 bytes).
   * Required outside demo mode; the demo derives a fixed one, published like its accounts.
   */
  TOTP_SECRET_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'TOTP_SECRET_KEY is 64 hex characters')
    .optional(),
  /** How long the API waits for the card gateway before it gives a payment up (3001). */
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  /** How long the sandbox gateway's timeout test card keeps the API waiting. */
  SANDBOX_GATEWAY_HANG_MS: z.coerce.number().int().min(0).default(20_000),
  /** How long the sandbox airline keeps a package's seats before its hold expires (ADR 0059). */
  FLIGHT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(20),
  /** Signs the sandbox gateway's webhooks. Required outside demo mode; the demo makes one each start. */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  /**
   * Adyen (ADR 0056), for brands whose payment hub chooses it: all four secrets or none. The API key
   * and merchant account from the Customer Area, the Drop-in's client key, and the webhook's HMAC key (hex).
   */
  ADYEN_API_KEY: z.string().min(1).optional(),
  ADYEN_MERCHANT_ACCOUNT: z.string().min(1).optional(),
  ADYEN_CLIENT_KEY: z.string().min(1).optional(),
  ADYEN_HMAC_KEY: z
    .string()
    .regex(/^([0-9a-f]{2}){16,}$/i, 'ADYEN_HMAC_KEY is the hex key from the webhook settings')
    .optional(),
  /** test or live: which of Adyen's environments; live also needs ADYEN_LIVE_URL_PREFIX. */
  ADYEN_ENVIRONMENT: z.enum(['test', 'live']).default('test'),
  /** The live endpoint prefix of the merchant's company account (Customer Area, API URLs). */
  ADYEN_LIVE_URL_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]+$/i)
    .optional(),
  /** The Checkout API base, version included; derived from the environment unless given (tests point it at a local server). */
  ADYEN_CHECKOUT_URL: z.string().url().optional(),
  /** PayPal (ADR 0056): the REST app's client id and secret and the webhook's id, all three or none. */
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  /** sandbox or live: which PayPal the credentials belong to. */
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
  /** The REST API base; derived from the environment unless given (tests point it at a local server). */
  PAYPAL_API_URL: z.string().url().optional(),
  /** How often background jobs (the 3-D Secure window) are looked for; 0 runs none, for tests that drive the clock. */
  JOB_POLL_MS: z.coerce.number().int().min(0).default(5_000),
  /**
   * Brands that sign their members in on their own site (§4 step 6), as JSON from brand code to
   * the shared secret (at least 32 characters) their site signs its tokens with.
   */
  BRAND_AUTH_SECRETS: jsonVariable('BRAND_AUTH_SECRETS', '{}', z.record(z.string(), z.string().min(32))),
  /** External sign-in providers, e.g. [{"id":"open_id","issuer":"https://id.example","client_id":"yado","client_secret":"…"}]. */
  SSO_PROVIDERS: jsonVariable('SSO_PROVIDERS', '[]', z.array(ssoProviderSchema)),
  /** A brand (its code) whose widget is always in preview (§1): shown as guests will see it, taking no bookings. */
  PREVIEW_BRAND: z.string().min(1).optional(),
  /** Seeds the demo brands and hotels on start when the database has none; on in demo mode, and only there. */
  SEED_DEMO: trueOrFalse.optional().transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Serves Prometheus metrics at /api/metrics, to a scraper holding METRICS_TOKEN; off by default. */
  METRICS_ENABLED: flag('false'),
  /** The bearer token a scraper sends for /api/metrics: 32 or more random characters. */
  METRICS_TOKEN: z.string().optional(),
  /** Sends OpenTelemetry traces over OTLP/HTTP; on by default when an OTLP endpoint is given. */
  TRACING_ENABLED: trueOrFalse.optional().transform((v) => (v === undefined ? undefined : v === 'true')),
  /** The collector's base URL (the standard variable); traces go to its /v1/traces. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  /** The full URL for traces (the standard variable), taking precedence over the base URL. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('yado-api'),
  /** The share of traces started here that are kept (0 to 1); a caller's sampled flag in traceparent is followed. */
  TRACING_SAMPLE_RATIO: z.coerce.number().min(0).max(1).default(1),
  /**
   * An OpenAI-compatible chat-completions endpoint (…/v1/chat/completions) the agency site's search
   * in words may ask first; without it the embedded parser answers alone, as it does whenever the
   * model is slow or answers off the form's schema.
   */
  ASSISTANT_LLM_URL: z.string().url().optional(),
  ASSISTANT_LLM_API_KEY: z.string().min(1).optional(),
  ASSISTANT_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** How long a sentence waits for the model before the embedded parser answers it. */
  ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().min(1).default(2_500),
});
type Env = z.infer<typeof envSchema>;

/** The demo's TOTP sealing key: fixed, so enrolled demo accounts survive a restart; public, as the demo's accounts are. */
const DEMO_TOTP_SECRET_KEY = createHash('sha256').update('yado demo console TOTP secrets').digest('hex');

const LOOPBACK_HOSTS = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Secrets outside the demo are given, long and not a run of a few characters repeated. */
function weakSecret(value: string, minLength: number): boolean {
  return value.length < minLength || new Set(value.toLowerCase()).size < 10;
}

const ADYEN_SECRETS = ['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_CLIENT_KEY', 'ADYEN_HMAC_KEY'] as const;
const PAYPAL_SECRETS = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'] as const;

/** A card provider is configured wholly or not at all: half its secrets would take payments it cannot verify or refund. */
function checkProviders(env: Env, problem: (path: string, message: string) => void) {
  for (const [provider, names] of [
    ['Adyen', ADYEN_SECRETS],
    ['PayPal', PAYPAL_SECRETS],
  ] as const) {
    const given = names.filter((name) => env[name] !== undefined);
    if (given.length > 0 && given.length < names.length)
      problem(
        names.find((name) => env[name] === undefined)!,
        `${provider} needs all of ${names.join(', ')} or none of them`,
      );
  }
  if (env.ADYEN_API_KEY && env.ADYEN_ENVIRONMENT === 'live' && !env.ADYEN_LIVE_URL_PREFIX && !env.ADYEN_CHECKOUT_URL)
    problem('ADYEN_LIVE_URL_PREFIX', "ADYEN_ENVIRONMENT=live needs ADYEN_LIVE_URL_PREFIX (the Customer Area's live endpoint prefix)");
}

/**
 * What may run together. Demo mode opens things (the mailbox, demo keys, made-up secrets) that
 * must never face the public; anything else is a production start and needs its secrets given.
 */
function checkDeployment(env: Env, ctx: z.RefinementCtx) {
  const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  // Metrics tell traffic, errors and the booking rhythm: never open to anyone, not even in the demo.
  if (env.METRICS_ENABLED && (!env.METRICS_TOKEN || weakSecret(env.METRICS_TOKEN, 32)))
    problem('METRICS_TOKEN', 'METRICS_ENABLED=true needs METRICS_TOKEN: 32 or more random characters (openssl rand -hex 32)');
  if (env.PUBLIC_BASE_URL && new URL(env.PUBLIC_BASE_URL).pathname !== '/')
    problem('PUBLIC_BASE_URL', 'PUBLIC_BASE_URL is an origin only, e.g. https://book.example.com, with no path');
  checkProviders(env, problem);
  if (env.DEMO_MODE) {
    if (env.SMTP_URL) problem('DEMO_MODE', 'DEMO_MODE=true cannot be used with SMTP_URL: the demo mailbox shows anyone the mail');
    if (env.PUBLIC_BASE_URL && !LOOPBACK_HOSTS.test(new URL(env.PUBLIC_BASE_URL).hostname))
      problem(
        'DEMO_MODE',
        'DEMO_MODE=true cannot be used with a public PUBLIC_BASE_URL: the demo mailbox and demo keys would be open to anyone',
      );
    return;
  }
  if (!env.PUBLIC_BASE_URL) problem('PUBLIC_BASE_URL', 'PUBLIC_BASE_URL is required outside demo mode: links in mails lead there');
  if (env.SEED_DEMO) problem('SEED_DEMO', 'SEED_DEMO=true needs DEMO_MODE=true: the demo accounts and keys are published');
  if (!env.MEMBERSHIP_ID_KEY || weakSecret(env.MEMBERSHIP_ID_KEY, 64))
    problem('MEMBERSHIP_ID_KEY', 'MEMBERSHIP_ID_KEY is required outside demo mode: 64 random hex characters (openssl rand -hex 32)');
  if (!env.TOTP_SECRET_KEY || weakSecret(env.TOTP_SECRET_KEY, 64))
    problem('TOTP_SECRET_KEY', 'TOTP_SECRET_KEY is required outside demo mode: 64 random hex characters (openssl rand -hex 32)');
  if (!env.SANDBOX_WEBHOOK_SECRET || weakSecret(env.SANDBOX_WEBHOOK_SECRET, 32))
    problem(
      'SANDBOX_WEBHOOK_SECRET',
      'SANDBOX_WEBHOOK_SECRET is required outside demo mode: 32 or more random characters (openssl rand -hex 32)',
    );
}

const configSchema = envSchema.superRefine(checkDeployment).transform((env) => ({
  ...env,
  PUBLIC_BASE_URL: new URL(env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).origin,
  SEED_DEMO: env.SEED_DEMO ?? env.DEMO_MODE,
  TRACING_ENABLED: env.TRACING_ENABLED ?? Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT),
  /** Where spans are sent; the OTLP default (a collector on this machine) when tracing is on without an endpoint. */
  OTLP_TRACES_URL:
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    `${(env.OTEL_EXPORTER_OTLP_ENDPOINT ?? 'http://localhost:4318').replace(/\/+$/, '')}/v1/traces`,
  // Only the demo makes its secrets up: they change each start, which no production can live with.
  MEMBERSHIP_ID_KEY: env.MEMBERSHIP_ID_KEY ?? randomBytes(32).toString('hex'),
  SANDBOX_WEBHOOK_SECRET: env.SANDBOX_WEBHOOK_SECRET ?? randomBytes(24).toString('hex'),
  // The demo keeps its database between starts: a key made up each start would lose every enrolled
  // second factor, so the demo's is derived from a fixed text (never used outside demo mode).
  TOTP_SECRET_KEY: env.TOTP_SECRET_KEY ?? DEMO_TOTP_SECRET_KEY,
  ADYEN:
    env.ADYEN_API_KEY && env.ADYEN_MERCHANT_ACCOUNT && env.ADYEN_CLIENT_KEY && env.ADYEN_HMAC_KEY
      ? {
          apiKey: env.ADYEN_API_KEY,
          merchantAccount: env.ADYEN_MERCHANT_ACCOUNT,
          clientKey: env.ADYEN_CLIENT_KEY,
          hmacKey: env.ADYEN_HMAC_KEY,
          environment: env.ADYEN_ENVIRONMENT,
          checkoutUrl:
            env.ADYEN_CHECKOUT_URL ??
            (env.ADYEN_ENVIRONMENT === 'live'
              ? `https://${env.ADYEN_LIVE_URL_PREFIX}-checkout-live.adyenpayments.com/checkout/v71`
              : 'https://checkout-test.adyen.com/v71'),
        }
      : null,
  PAYPAL:
    env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET && env.PAYPAL_WEBHOOK_ID
      ? {
          clientId: env.PAYPAL_CLIENT_ID,
          clientSecret: env.PAYPAL_CLIENT_SECRET,
          webhookId: env.PAYPAL_WEBHOOK_ID,
          environment: env.PAYPAL_ENVIRONMENT,
          apiUrl:
            env.PAYPAL_API_URL ?? (env.PAYPAL_ENVIRONMENT === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com'),
        }
      : null,
}));

export type Config = z.output<typeof configSchema>;

const invalidConfiguration = (error: z.ZodError) =>
  new Error(`Invalid configuration: ${error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);

/** Parses the environment once; nothing else reads process.env. A configuration that may not run stops the start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) throw invalidConfiguration(result.error);
  return result.data;
}

const toolSchema = envSchema
  .pick({ DATABASE_URL: true, DATABASE_PREPARED_STATEMENTS: true, DATA_DIR: true, TOTP_SECRET_KEY: true })
  .extend({
    /** The new owner's password for `npm run console:add-owner`; asked for when absent (never an argument: process lists show those). */
    CONSOLE_OWNER_PASSWORD: z.string().optional(),
  });

/** What the command-line tools need: the database the server uses (its URL, else the embedded one's directory), nothing else. */
export function loadToolConfig(env: NodeJS.ProcessEnv = process.env) {
  const result = toolSchema.safeParse(env);
  if (!result.success) throw invalidConfiguration(result.error);
  return { ...result.data, TOTP_SECRET_KEY: result.data.TOTP_SECRET_KEY ?? DEMO_TOTP_SECRET_KEY };
}
export type ToolConfig = ReturnType<typeof loadToolConfig>;

/** A configuration for tests and tools: defaults plus overrides, never the process environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    // Tests read the demo mailbox and use the demo staff keys; the tests of a production start say so.
    ...loadConfig({ DEMO_MODE: 'true' }),
    LOG_LEVEL: 'silent',
    SEED_DEMO: false,
    JOB_POLL_MS: 0,
    // Test files sign many members in from one address; the limits' own tests set them low.
    ACCOUNT_RATE_LIMIT: 1000,
    PER_ACCOUNT_RATE_LIMIT: 1000,
    CARD_SETUP_RATE_LIMIT: 1000,
    // Each test starts its own server: building every hotel's summary would only compete with the test.
    AGENCY_INDEX_WARM_UP: false,
    UPLOAD_DIR: path.join(os.tmpdir(), `yado-test-uploads-${process.pid}`),
    ...overrides,
  };
}

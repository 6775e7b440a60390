import { randomBytes } from 'node:crypto';
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

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** A PostgreSQL server; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
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
  /** Answers every API call but the health check with 503, for maintenance windows. */
  MAINTENANCE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Where mail goes (smtp://user:pass@host:587); without it mails stay in the outbox table, shown at /demo/mailbox.html. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Yado <no-reply@yado.example>'),
  /**
   * Seals members' ids for the QR code on their account (64 hex characters: 32 bytes). Hotels'
   * scanners need the same key; a fresh one each start unless set, which changes every code.
   */
  MEMBERSHIP_ID_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'MEMBERSHIP_ID_KEY is 64 hex characters')
    .default(() => randomBytes(32).toString('hex')),
  /** How long the API waits for the card gateway before it gives a payment up (3001). */
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  /** How long the sandbox gateway's timeout test card keeps the API waiting. */
  SANDBOX_GATEWAY_HANG_MS: z.coerce.number().int().min(0).default(20_000),
  /** Signs the sandbox gateway's webhooks; a fresh secret each start unless set. */
  SANDBOX_WEBHOOK_SECRET: z
    .string()
    .min(16)
    .default(() => randomBytes(24).toString('hex')),
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
  /** Seeds the demo brands and hotels on start when the database has none. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Config = z.infer<typeof envSchema>;

/** Parses the environment once; nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return result.data;
}

/** A configuration for tests and tools: defaults plus overrides, never the process environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    LOG_LEVEL: 'silent',
    SEED_DEMO: false,
    JOB_POLL_MS: 0,
    // Test files sign many members in from one address; the limit's own test sets it low.
    ACCOUNT_RATE_LIMIT: 1000,
    UPLOAD_DIR: path.join(os.tmpdir(), `yado-test-uploads-${process.pid}`),
    ...overrides,
  };
}

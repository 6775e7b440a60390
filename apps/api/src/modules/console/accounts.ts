import { hash } from '@node-rs/argon2';
import QRCode from 'qrcode';
import { CONSOLE_SESSION_HOURS, staffScopeOf, type ConsoleSignIn, type StaffRole } from '@yado/domain/console';
import { isStrongPassword } from '@yado/domain/members';
import type { StaffUser } from '@yado/domain/wire/console';
import type { Locale } from '@yado/domain/locales';
import { newSecretToken, sha256 } from '../../crypto';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import { passwordMatches } from '../../passwords';
import type { SignInThrottle } from '../sign-ins/service';
import { consoleRepository } from './repository';
import { newTotpSecret, SEALED_TOTP_PREFIX, stepOfCode, totpFor, totpSecretBox } from './totp';

const HOUR_MS = 3_600_000;

/** A signed-in console user, as every console call sees them. */
export interface ConsoleUser {
  id: number;
  brandId: number;
  hotelId: number | null;
  email: string;
  name: string;
  role: StaffRole;
  totpEnabled: boolean;
  tokenHash: string;
}

/** A staff user to add, with their initial password. */
export interface NewStaffUser {
  brandId: number;
  hotelId: number | null;
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

const localName = (row: { name: string; name_translations: Record<string, string> }, locale: Locale) =>
  row.name_translations[locale] ?? row.name;

/**
 * Console accounts (ADR 0052, 0064): a password (the members' rules, argon2 hashes), an optional
 * TOTP second factor (its secret sealed, each code good once), sessions of CONSOLE_SESSION_HOURS
 * kept as hashes, sign-ins throttled per account name and address as members' are. A disabled
 * user neither signs in nor keeps a session. Every change to an account is written to the audit log.
 */
export function consoleAccounts(db: Db, signIns: SignInThrottle, options: { totpKey: Buffer }) {
  const repository = consoleRepository(db);
  const secrets = totpSecretBox(options.totpKey);
  const accountKey = (email: string) => `staff:${email.trim().toLowerCase()}`;

  /** The step of a code from the user's secret (sealed or, from before sealing, plain), or null. */
  const stepOf = (email: string, storedSecret: string, code: string, now: Date) => stepOfCode(email, secrets.open(storedSecret), code, now);

  async function userOf(id: number, tokenHash: string): Promise<ConsoleUser | null> {
    const row = await repository.findUser(id);
    if (!row || row.disabled_at !== null) return null;
    return {
      id: row.id,
      brandId: row.brand_id,
      hotelId: row.hotel_id,
      email: row.email,
      name: row.name,
      role: row.role,
      totpEnabled: row.totp_secret !== null,
      tokenHash,
    };
  }

  return {
    /**
     * A new staff user, the one way to add one (owners do on the Staff screen, staff-users.ts): the
     * members' password rules, the address free in any case (STAFF_EMAIL_TAKEN), and what the
     * caller records of it (`andThen`) in the same transaction.
     */
    async create(user: NewStaffUser, andThen?: (trx: Db, id: number) => Promise<void>): Promise<number> {
      if (!isStrongPassword(user.password)) throw new AppError('password_strength');
      const passwordHash = await hash(user.password);
      return inTransaction(db, async (trx) => {
        const id = await repository.insertUser(trx, {
          brand_id: user.brandId,
          hotel_id: user.hotelId,
          email: user.email.trim(),
          name: user.name,
          role: user.role,
          password_hash: passwordHash,
        });
        if (id === undefined) throw new AppError('staff_email_taken');
        await andThen?.(trx, id);
        return id;
      });
    },

    /** Signs in; a user with a second factor needs its current code too (TOTP_REQUIRED says so first). */
    async signIn(input: ConsoleSignIn, clientAddress: string, now = new Date()) {
      const found = await repository.findUserByEmail(input.email.trim());
      // A disabled user is answered as an unknown name: the same hash check, the same refusal.
      const row = found?.disabled_at === null ? found : undefined;
      const key = accountKey(input.email);
      const secondFactorFollows = row?.totp_secret != null;
      await signIns.check(
        { accountKey: key, clientAddress, passwordHash: row?.password_hash ?? null, password: input.password },
        'console_sign_in_failed',
        now,
        { secondFactorFollows },
      );
      if (!row) throw new AppError('console_sign_in_failed');
      if (row.totp_secret !== null) {
        if (!input.totp_code) throw new AppError('totp_required');
        // A wrong code counts toward the same lock as a wrong password.
        const step = stepOf(row.email, row.totp_secret, input.totp_code, now);
        if (step === null) await signIns.failSecondFactor(key, clientAddress, now);
        // A code seen once (over a shoulder, in a proxy's log) signs no one in again.
        else if (!(await repository.useTotpStep(db, row.id, step))) await signIns.failSecondFactor(key, clientAddress, now, 'totp_used');
        await signIns.passed(key, clientAddress);
      }
      await repository.updateUser(db, row.id, { last_signed_in_at: now });
      const token = newSecretToken(32);
      const expiresAt = new Date(now.getTime() + CONSOLE_SESSION_HOURS * HOUR_MS);
      await repository.insertSession({ token_hash: sha256(token), staff_user_id: row.id, expires_at: expiresAt });
      return { token, expiresAt, userId: row.id };
    },

    /** The user a session token names, while it lasts. */
    async resolve(token: string, now = new Date()): Promise<ConsoleUser | null> {
      const tokenHash = sha256(token);
      const session = await repository.findSession(tokenHash, now);
      return session ? userOf(session.staff_user_id, tokenHash) : null;
    },

    signOut: (user: ConsoleUser) => repository.deleteSession(user.tokenHash),

    /** The user as the console shows them, with the hotels they work for. */
    async present(userId: number, locale: Locale): Promise<StaffUser> {
      const row = await repository.findUser(userId);
      if (!row) throw new AppError('console_signed_out');
      const hotels = await repository.hotelsOf(row);
      return {
        id: row.id,
        email: row.email,
        name: row.name,
        role: row.role,
        scope: staffScopeOf(row.hotel_id),
        totp_enabled: row.totp_secret !== null,
        hotels: hotels.map((h) => ({ code: h.code, name: localName(h, locale), currency: h.currency, time_zone: h.time_zone })),
      };
    },

    /** A new password: the current one first, the members' rules, and every other session ends. */
    async changePassword(user: ConsoleUser, input: { current_password: string; password: string }) {
      const row = await repository.findUser(user.id);
      if (!row || !(await passwordMatches(row.password_hash, input.current_password))) throw new AppError('current_password_wrong');
      if (input.current_password === input.password) throw new AppError('password_used');
      const passwordHash = await hash(input.password);
      await inTransaction(db, async (trx) => {
        await repository.updateUser(trx, user.id, { password_hash: passwordHash });
        await repository.deleteOtherSessions(trx, user.id, user.tokenHash);
        await repository.audit(trx, {
          staff_user_id: user.id,
          hotel_id: user.hotelId,
          action: 'account.password_changed',
          before: null,
          after: null,
        });
      });
      await signIns.forget(accountKey(row.email));
    },

    /**
     * A new secret to enrol, shown as an otpauth URI and its QR code; it counts once a code from it
     * is confirmed. Not while the factor is on: a session alone must not replace it, so changing it
     * means turning it off first (the password and a current code).
     */
    async startTotp(user: ConsoleUser) {
      if (user.totpEnabled) throw new AppError('totp_already_enabled');
      const secret = newTotpSecret();
      await repository.updateUser(db, user.id, { totp_pending_secret: secrets.seal(secret) });
      const uri = totpFor(user.email, secret).toString();
      const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { otpauth_uri: uri, qr_svg: svg, secret };
    },

    /** Turns the second factor on with a code from the secret being enrolled. */
    async confirmTotp(user: ConsoleUser, code: string, now = new Date()) {
      const row = await repository.findUser(user.id);
      const secret = row?.totp_pending_secret;
      const step = row && secret ? stepOf(row.email, secret, code, now) : null;
      // A secret left enrolling from before the factor was on does not replace it either.
      if (row?.totp_secret != null) throw new AppError('totp_already_enabled');
      if (!row || !secret || step === null) throw new AppError('totp_invalid');
      await inTransaction(db, async (trx) => {
        // The code that turned it on is used: it cannot sign in too.
        if (!(await repository.useTotpStep(trx, user.id, step))) throw new AppError('totp_used');
        await repository.updateUser(trx, user.id, { totp_secret: secret, totp_pending_secret: null });
        await repository.audit(trx, {
          staff_user_id: user.id,
          hotel_id: user.hotelId,
          action: 'account.totp_enabled',
          before: { totp_enabled: false },
          after: { totp_enabled: true },
        });
      });
    },

    /** Turns the second factor off: the password and a current code, so an unattended session is not enough. */
    async disableTotp(user: ConsoleUser, input: { password: string; totp_code: string }, now = new Date()) {
      const row = await repository.findUser(user.id);
      if (!row || !(await passwordMatches(row.password_hash, input.password))) throw new AppError('current_password_wrong');
      const step = row.totp_secret ? stepOf(row.email, row.totp_secret, input.totp_code, now) : null;
      if (step === null) throw new AppError('totp_invalid');
      await inTransaction(db, async (trx) => {
        if (!(await repository.useTotpStep(trx, user.id, step))) throw new AppError('totp_used');
        await repository.updateUser(trx, user.id, { totp_secret: null, totp_pending_secret: null });
        await repository.audit(trx, {
          staff_user_id: user.id,
          hotel_id: user.hotelId,
          action: 'account.totp_disabled',
          before: { totp_enabled: true },
          after: { totp_enabled: false },
        });
      });
    },

    /** Seals the secrets stored before sealing (ADR 0064); the server does it at start, once it holds the key. */
    async sealPlainSecrets(): Promise<number> {
      const rows = await repository.plainTotpSecrets(SEALED_TOTP_PREFIX);
      for (const row of rows)
        for (const column of ['totp_secret', 'totp_pending_secret'] as const) {
          const stored = row[column];
          if (stored !== null && !secrets.isSealed(stored)) await repository.replaceSecret(row.id, column, stored, secrets.seal(stored));
        }
      return rows.length;
    },

    hotelsOf: (user: ConsoleUser) => repository.hotelsOf({ brand_id: user.brandId, hotel_id: user.hotelId }),

    /** The hotel, when the user works for it; any other code is not found, whether or not it exists. */
    async hotelFor(user: ConsoleUser, code: string) {
      const hotel = (await repository.hotelsOf({ brand_id: user.brandId, hotel_id: user.hotelId })).find((h) => h.code === code);
      if (!hotel) throw new AppError('hotel_not_found');
      return hotel;
    },
    auditOf: (hotelId: number, limit: number) => repository.auditOf(hotelId, limit),
  };
}
export type ConsoleAccounts = ReturnType<typeof consoleAccounts>;

import { hash } from '@node-rs/argon2';
import {
  CONFIRMATION_VALID_HOURS,
  RESET_RESEND_MINUTES,
  RESET_VALID_MINUTES,
  changePasswordSchema,
  emailChangeSchema,
  profileDetailsSchema,
  newPasswordSchema,
  normaliseEmail,
  profileSchema,
  signUpSchema,
  type Member,
  type SignIn,
} from '@yado/domain/members';
import { RESET_CODES } from '@yado/domain/identity';
import { isLocale, pickTranslation, type Locale } from '@yado/domain/locales';
import type { z } from 'zod';
import { newSecretToken, sha256 } from '../../crypto';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { HotelsService } from '../hotels/service';
import type { BrandSettings } from '../hotels/settings';
import type { MailService } from '../mail/service';
import { confirmEmailChangeMail, confirmSignUpMail, resetPasswordMail, withOffersFooter } from './mail-texts';
import { promotionSubscriptions } from './subscriptions';
import { chooseMembership, presentProgram } from './membership';
import { membersRepository } from './repository';
import { passwordMatches } from '../../passwords';
import type { SignInThrottle } from '../sign-ins/service';
import { externalSignIns } from './external-sign-ins';
import { identitiesRepository } from './identities-repository';
import { present } from './presenter';
import { memberSessions } from './member-sessions';
import { membershipCards } from './membership-card';

const HOUR_MS = 3_600_000;

/** Field problems of a member form; a weak password is 1300 (§8), anything else 1000. */
function formProblems(error: z.ZodError): AppError {
  const fields = error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  const weak = fields.some((f) => f.message === 'validation.password_rules');
  return new AppError(weak ? 'password_strength' : 'invalid', {}, fields);
}

/** How the sign-in throttle names a member account: per brand, by the email as stored. */
const memberAccountKey = (brandId: number, email: string) => `member:${brandId}:${email}`;

/**
 * Who is a member now, for modules that give members something (a personal coupon, a voucher) in
 * their own transaction: nothing is given to a removed member. Apart from the members service, which
 * needs those modules built first.
 */
export function memberships(db: Db) {
  const repository = membersRepository(db);
  return {
    isActiveMemberOfBrand: (trx: Db, userId: number, brandId: number) => repository.isActiveMemberOfBrand(trx, userId, brandId),
  };
}
export type Memberships = ReturnType<typeof memberships>;

export function membersService(
  db: Db,
  hotels: HotelsService,
  mail: MailService,
  signIns: SignInThrottle,
  options: { membershipIdKey: Buffer; brandAuthSecrets: Record<string, string> },
) {
  const repository = membersRepository(db);
  const identities = identitiesRepository(db);
  const sessions = memberSessions(db);
  const cards = membershipCards(hotels, options.membershipIdKey);
  const subscriptions = promotionSubscriptions(db, hotels);

  async function brandOf(hotelCode: string, locale: string) {
    const { hotel } = await hotels.getCatalogue(hotelCode);
    return {
      id: hotel.brand.id,
      name: pickTranslation(hotel.brand.nameTranslations, locale, hotel.brand.name),
      hotelCode: hotel.code,
      settings: hotel.brand.settings,
    };
  }

  /**
   * §2 login menu: members sign in here only where the brand has it on, and sign up only where that
   * is allowed too. Read from the catalogue brandOf already loaded, not the database again.
   */
  function membershipOpen(brand: { settings: BrandSettings }) {
    const setting = brand.settings.membership_setting;
    if (!setting.login_enabled) throw new AppError('membership_login_disabled');
    return { signUp: setting.sign_up_enabled };
  }

  async function mailConfirmation(
    to: string,
    locale: Locale,
    values: { brand: string; name: string; hotelCode: string; origin: string; token: string; offersTo: number | null },
  ) {
    const link = `${values.origin}/member-confirmation?${new URLSearchParams({ code: values.hotelCode, confirmation_token: values.token, locale })}`;
    // A member who asked for offers gets, in every mail, the way to stop them.
    const unsubscribe =
      values.offersTo === null
        ? null
        : await subscriptions.link(values.offersTo, { origin: values.origin, hotelCode: values.hotelCode, locale });
    const text = withOffersFooter(
      confirmSignUpMail(locale, { brand: values.brand, name: values.name, link, hours: CONFIRMATION_VALID_HOURS }),
      locale,
      { brand: values.brand, link: unsubscribe },
    );
    await mail.send({ to, subject: text.subject, body: text.body, link, locale });
  }

  /** The link mailed to a new address: it becomes the email (1401 when unknown or expired) and the member is signed in. */
  async function confirmEmailChange(token: string, now: Date) {
    const member = await repository.findByEmailChangeToken(sha256(token));
    const sentAt = member?.email_change_sent_at ? new Date(member.email_change_sent_at).getTime() : 0;
    if (!member || now.getTime() - sentAt > CONFIRMATION_VALID_HOURS * HOUR_MS) throw new AppError('confirmation_expired');
    if (!(await repository.completeEmailChange(member.id))) throw new AppError('email_taken');
    const changed = await repository.findById(member.id);
    return { ...(await sessions.start(member.id, now)), user: present(changed ?? member) };
  }

  return {
    /** Provisional until the mailed link is used (§4); signing up again while provisional sends a fresh link. */
    async signUp(hotelCode: string, body: unknown, requestedOrigin: string | null, now = new Date()) {
      const parsed = signUpSchema.safeParse(body);
      if (!parsed.success) throw formProblems(parsed.error);
      const input = parsed.data;
      const brand = await brandOf(hotelCode, input.locale);
      if (!membershipOpen(brand).signUp) throw new AppError('sign_up_disabled');
      const email = normaliseEmail(input.email);
      const existing = await repository.findByEmail(brand.id, email);
      if (existing?.status === 'active') throw new AppError('email_taken', {}, [{ field: 'email', message: 'validation.invalid' }]);
      const token = newSecretToken();
      const details = {
        ...(await chooseMembership(repository, brand.id, input.program_id)),
        password_hash: await hash(input.password),
        first_name: input.first_name,
        last_name: input.last_name,
        locale: input.locale,
        promotion_email: input.promotion_email,
        confirmation_token_hash: sha256(token),
        confirmation_sent_at: now,
      };
      let memberId = existing?.id ?? null;
      if (existing) await repository.refreshProvisional(existing.id, details);
      else memberId = await repository.insertProvisional({ brand_id: brand.id, email, ...details });
      if (memberId === null) throw new AppError('email_taken');
      await mailConfirmation(email, input.locale, {
        brand: brand.name,
        name: input.first_name,
        hotelCode: brand.hotelCode,
        origin: await hotels.linkOrigin(brand.hotelCode, requestedOrigin),
        token,
        offersTo: input.promotion_email ? memberId : null,
      });
      return { email, status: 'provisional' as const };
    },

    /** The mailed link: 1401 when expired or unknown, 1402 when already used; otherwise active and signed in. */
    async confirm(token: string, emailUpdate = false, now = new Date()) {
      if (emailUpdate) return confirmEmailChange(token, now);
      const member = await repository.findByConfirmationToken(sha256(token));
      if (!member) throw new AppError('confirmation_expired');
      if (member.status === 'active') throw new AppError('already_confirmed');
      const sentAt = member.confirmation_sent_at ? new Date(member.confirmation_sent_at).getTime() : 0;
      if (now.getTime() - sentAt > CONFIRMATION_VALID_HOURS * HOUR_MS) throw new AppError('confirmation_expired');
      await repository.activate(member.id, now);
      return { ...(await sessions.start(member.id, now)), user: present(member) };
    },

    async resendConfirmation(
      hotelCode: string,
      input: { email: string; locale: Locale },
      requestedOrigin: string | null,
      now = new Date(),
    ) {
      const brand = await brandOf(hotelCode, input.locale);
      const member = await repository.findByEmail(brand.id, normaliseEmail(input.email));
      if (!member) throw new AppError('email_not_registered');
      if (member.status === 'active') throw new AppError('already_confirmed');
      const token = newSecretToken();
      await repository.newConfirmationToken(member.id, sha256(token), now);
      const locale = isLocale(member.locale) ? member.locale : input.locale;
      await mailConfirmation(member.email, locale, {
        offersTo: member.promotion_email ? member.id : null,
        brand: brand.name,
        name: member.first_name,
        hotelCode: brand.hotelCode,
        origin: await hotels.linkOrigin(brand.hotelCode, requestedOrigin),
        token,
      });
      return { email: member.email, status: 'provisional' as const };
    },

    /**
     * Email and password. The same answers, in the same time, for an unknown email and a wrong
     * password; the fifth failure in a row from one address makes that address wait 30 minutes
     * (1301), even with the right password, while the member elsewhere is not held up.
     */
    async signIn(hotelCode: string, input: SignIn, clientAddress: string, now = new Date()) {
      const brand = await brandOf(hotelCode, 'en');
      membershipOpen(brand);
      const email = normaliseEmail(input.email);
      const member = await repository.findByEmail(brand.id, email);
      await signIns.check(
        {
          accountKey: memberAccountKey(brand.id, email),
          clientAddress,
          passwordHash: member?.password_hash ?? null,
          password: input.password,
        },
        'sign_in_failed',
        now,
      );
      // The check passes only for an account's own password.
      if (!member) throw new AppError('sign_in_failed');
      if (member.status !== 'active') throw new AppError('not_confirmed');
      return { ...(await sessions.start(member.id, now)), user: present(member) };
    },

    /**
     * Forgot password (§4): a link by mail, valid for an hour. Asked again within 10 minutes it is
     * not sent again; an unknown email is said so (§8 'no user for the email').
     */
    async forgotPassword(hotelCode: string, input: { email: string; locale: Locale }, requestedOrigin: string | null, now = new Date()) {
      const brand = await brandOf(hotelCode, input.locale);
      const member = await repository.findByEmail(brand.id, normaliseEmail(input.email));
      if (!member) throw new AppError('no_user_for_email');
      const sentAt = member.reset_password_sent_at ? new Date(member.reset_password_sent_at).getTime() : 0;
      const waitMs = sentAt + RESET_RESEND_MINUTES * 60_000 - now.getTime();
      if (waitMs > 0) throw new AppError('reset_too_soon', { minutes: Math.ceil(waitMs / 60_000) });
      const token = newSecretToken();
      await repository.startPasswordReset(member.id, sha256(token), now);
      const locale = isLocale(member.locale) ? member.locale : input.locale;
      const origin = await hotels.linkOrigin(brand.hotelCode, requestedOrigin);
      const link = `${origin}/change-password?${new URLSearchParams({ code: brand.hotelCode, reset_password_token: token, locale })}`;
      const text = resetPasswordMail(locale, { brand: brand.name, name: member.first_name, link, minutes: RESET_VALID_MINUTES });
      await mail.send({ to: member.email, subject: text.subject, body: text.body, link, locale });
      return { email: member.email };
    },

    /** The new password from the mailed link: §5 rules (1300), not the current one (1302); ends every other session and signs in. */
    async changePassword(body: unknown, now = new Date()) {
      const parsed = changePasswordSchema.safeParse(body);
      if (!parsed.success) throw formProblems(parsed.error);
      const input = parsed.data;
      const member = await repository.findByResetToken(sha256(input.reset_password_token));
      const sentAt = member?.reset_password_sent_at ? new Date(member.reset_password_sent_at).getTime() : 0;
      if (!member || now.getTime() - sentAt > RESET_VALID_MINUTES * 60_000) throw new AppError('reset_link_invalid');
      if (await passwordMatches(member.password_hash, input.password))
        throw new AppError('password_used', {}, [{ field: 'password', message: 'validation.password_used' }]);
      const passwordHash = await hash(input.password);
      await inTransaction(db, (trx) => repository.resetPassword(trx, member.id, passwordHash, now));
      // The mailbox is proven: whoever was held back at this account may try the new password.
      await signIns.forget(memberAccountKey(member.brand_id, member.email));
      return { ...(await sessions.start(member.id, now)), user: present(member) };
    },

    /** The member and brand a bearer token names, or null (the request plugin's lookup). */
    resolveSession: (token: string, now = new Date()) => sessions.resolve(token, now),

    /**
     * §4 identity: the session and member the tokens name for the hotel's brand, or why there is
     * none (meta.reset_code).
     */
    async identity(hotelCode: string, tokens: { bearer: string | null; oneTime: string | null }, now = new Date()) {
      const brand = await brandOf(hotelCode, 'en');
      const found = await sessions.identify(brand.id, tokens, now);
      if ('resetCode' in found) return { session: null, user: null, reset_code: found.resetCode };
      const member = await repository.findById(found.memberId);
      if (!member) return { session: null, user: null, reset_code: RESET_CODES.tokenNotFound };
      return { session: found.session, user: present(member), reset_code: null };
    },

    /** §4 step 5 and IDP_EXPIRED: a refresh token for a new session, rotated. */
    async refresh(refreshToken: string, now = new Date()) {
      const renewed = await sessions.refresh(refreshToken, now);
      return { ...renewed.session, user: await this.whoami(renewed.memberId) };
    },

    issueOneTimeToken: (member: { id: number; signedInWith: string | null }, now = new Date()) =>
      sessions.issueOneTimeToken(member.id, now, member.signedInWith),

    membershipCard: (member: { id: number; brandId: number }) => cards.cardOf(member),

    /** A scanned membership QR code at the hotel: the member of the hotel's brand it names (404 otherwise). */
    async scannedMember(hotelCode: string, encryptedMembershipId: string): Promise<Member> {
      const brand = await brandOf(hotelCode, 'en');
      const memberId = cards.memberIdOf(encryptedMembershipId);
      const member = memberId === null ? undefined : await repository.findById(memberId);
      if (!member || member.brand_id !== brand.id || member.status !== 'active') throw new AppError('member_not_found');
      return present(member);
    },

    /** The signed-in member's details; 401 when the request has none (§4 error reactions: local logout). */
    async whoami(memberId: number | undefined): Promise<Member> {
      const member = memberId === undefined ? undefined : await repository.findById(memberId);
      if (!member) throw new AppError('not_signed_in');
      return present(member);
    },

    /** My account: names and the promotion-mail choice (§5 name rules; field problems are 1000). */
    async updateProfile(memberId: number, body: unknown): Promise<Member> {
      const parsed = profileSchema.safeParse(body);
      if (!parsed.success) throw formProblems(parsed.error);
      const current = await this.whoami(memberId);
      if (!current.profile_update_enabled) throw new AppError('profile_update_disabled');
      const { first_name, last_name, promotion_email, ...given } = parsed.data;
      // The schema keeps only the profile's own parts of the merged member.
      const profile = profileDetailsSchema.parse({ ...current, ...given });
      await repository.updateProfile(memberId, { first_name, last_name, promotion_email, profile });
      return this.whoami(memberId);
    },

    /**
     * My account: a new email address, proven by the password. It stays pending (§4) until the link
     * mailed to it is opened; until then the member signs in with the current one.
     */
    async requestEmailChange(memberId: number, hotelCode: string, body: unknown, requestedOrigin: string | null, now = new Date()) {
      const parsed = emailChangeSchema.safeParse(body);
      if (!parsed.success) throw formProblems(parsed.error);
      const member = await repository.findById(memberId);
      if (!member || member.status !== 'active') throw new AppError('not_signed_in');
      if (!(await passwordMatches(member.password_hash, parsed.data.current_password)))
        throw new AppError('current_password_wrong', {}, [{ field: 'current_password', message: 'validation.current_password' }]);
      const email = normaliseEmail(parsed.data.email);
      if (email === member.email) throw new AppError('invalid', {}, [{ field: 'email', message: 'validation.email_unchanged' }]);
      // Any account of the brand holding the address (not this one: its own address was refused above).
      if (await repository.findByEmail(member.brand_id, email))
        throw new AppError('email_taken', {}, [{ field: 'email', message: 'validation.email_taken' }]);
      const locale = isLocale(member.locale) ? member.locale : 'en';
      const brand = await brandOf(hotelCode, locale);
      if (brand.id !== member.brand_id) throw new AppError('not_signed_in');
      const token = newSecretToken();
      await repository.startEmailChange(member.id, {
        pending_email: email,
        email_change_token_hash: sha256(token),
        email_change_sent_at: now,
      });
      const query = new URLSearchParams({ code: brand.hotelCode, confirmation_token: token, email_update: 'true', locale });
      const link = `${await hotels.linkOrigin(brand.hotelCode, requestedOrigin)}/member-confirmation?${query}`;
      const text = confirmEmailChangeMail(locale, { brand: brand.name, name: member.first_name, link, hours: CONFIRMATION_VALID_HOURS });
      await mail.send({ to: email, subject: text.subject, body: text.body, link, locale });
      return present({ ...member, pending_email: email });
    },

    /** My account: a new password, proven by the current one; 1300 and 1302 as on reset; other sessions end. */
    async changeOwnPassword(memberId: number, body: unknown, token: string | null) {
      const parsed = newPasswordSchema.safeParse(body);
      if (!parsed.success) throw formProblems(parsed.error);
      const member = await repository.findById(memberId);
      if (!member) throw new AppError('not_signed_in');
      if (!(await passwordMatches(member.password_hash, parsed.data.current_password)))
        throw new AppError('current_password_wrong', {}, [{ field: 'current_password', message: 'validation.current_password' }]);
      if (parsed.data.password === parsed.data.current_password)
        throw new AppError('password_used', {}, [{ field: 'password', message: 'validation.password_used' }]);
      const passwordHash = await hash(parsed.data.password);
      await inTransaction(db, (trx) => repository.changePassword(trx, memberId, passwordHash, token ? sha256(token) : null));
    },

    /** Removes the account, once the password proves it is the member; their stays remain with the hotels. */
    async removeAccount(memberId: number, password: string, now = new Date()) {
      const member = await repository.findById(memberId);
      if (!member || member.status === 'removed') throw new AppError('not_signed_in');
      if ((await hotels.getBrandSettings(member.brand_id)).membership_setting.custom_account_removal)
        throw new AppError('account_removal_by_brand');
      if (!(await passwordMatches(member.password_hash, password)))
        throw new AppError('current_password_wrong', {}, [{ field: 'password', message: 'validation.current_password' }]);
      await inTransaction(db, (trx) => repository.removeAccount(trx, memberId, now));
    },

    /** The brand's membership programs with their ranks (§10 membership_programs). */
    async programs(hotelCode: string, locale: string) {
      const brand = await brandOf(hotelCode, locale);
      return (await repository.programsOf(brand.id)).map((program) => presentProgram(program, locale));
    },

    /** Switches the member to another program of their brand, starting at its lowest rank. */
    async switchProgram(member: { id: number; brandId: number }, programId: number): Promise<Member> {
      await repository.setMembership(member.id, await chooseMembership(repository, member.brandId, programId));
      return this.whoami(member.id);
    },

    subscriptionStatus: subscriptions.status,
    unsubscribe: subscriptions.unsubscribe,

    ...externalSignIns({
      db,
      repository,
      identities,
      hotels,
      brandOf,
      membershipOpen,
      startSession: sessions.start,
      brandAuthSecrets: options.brandAuthSecrets,
    }),

    async signOut(token: string | null) {
      if (token) await sessions.end(token);
    },
  };
}
export type MembersService = ReturnType<typeof membersService>;

import { isLocale } from '@yado/domain/locales';
import { SSO_ATTEMPT_MINUTES, type SsoProvider } from '@yado/domain/members';
import { safeReturnPath } from '@yado/domain/widget-url';
import { newSecretToken, sha256 } from '../../crypto';
import { AppError } from '../../errors';
import type { HotelsService } from '../hotels/service';
import type { MembersService } from '../members/service';
import type { OpenIdClients } from './openid';
import type { Db } from '../../db/connect';
import { ssoRepository } from './repository';

/** The widget route providers send the guest back to (§2 /sso/custom/callback); registered with each provider. */
export const CALLBACK_PATH = '/sso/custom/callback';

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/**
 * §6 external sign-in with OpenID Connect (authorization code with PKCE): start at the provider,
 * come back through the widget's callback, and be signed in as the member the identity names,
 * a new member, or (with its password) the account that already has the email.
 */
export function ssoService(db: Db, clients: OpenIdClients, members: MembersService, hotels: HotelsService) {
  const repository = ssoRepository(db);

  /** Where the widget goes on: the hotel's brand (members' sessions are kept per brand) and the page the guest came from. */
  async function backTo(attempt: { hotel_code: string; return_to: string }) {
    const { hotel } = await hotels.getCatalogue(attempt.hotel_code);
    return { hotel_code: attempt.hotel_code, brand_id: hotel.brand.id, return_to: attempt.return_to };
  }

  return {
    /** The sign-in buttons a hotel's widget shows. */
    providers() {
      return clients.enabled().map((p) => ({ id: p.id, name: p.name ?? null }));
    },

    /** Where to send the guest: the provider's sign-in page, with what the callback will check kept here. */
    async start(
      hotelCode: string,
      provider: string,
      input: { returnTo?: string; locale: string; requestedOrigin: string | null },
      now = new Date(),
    ) {
      await members.assertSignInOpen(hotelCode);
      const redirectUri = `${await hotels.linkOrigin(hotelCode, input.requestedOrigin)}${CALLBACK_PATH}`;
      const locale = isLocale(input.locale) ? input.locale : 'en';
      const started = await clients.start(provider, redirectUri, locale);
      await repository.removeOlderThan(minutesAgo(now, 24 * 60));
      await repository.insert({
        state_hash: sha256(started.state),
        provider,
        hotel_code: hotelCode,
        code_verifier: started.codeVerifier,
        nonce: started.nonce,
        redirect_uri: redirectUri,
        return_to: safeReturnPath(input.returnTo) ?? `/booking/result?code=${encodeURIComponent(hotelCode)}`,
        locale,
      });
      return started.url;
    },

    /**
     * The callback's query (code, state, iss; or the provider's error). A state is good once and for
     * SSO_ATTEMPT_MINUTES; the provider's refusal, or tokens that do not check out, are 'sso_failed'.
     */
    async callback(query: string, now = new Date()) {
      const params = new URLSearchParams(query);
      const state = params.get('state');
      const attempt = state ? await repository.takeForCallback(sha256(state), minutesAgo(now, SSO_ATTEMPT_MINUTES), now) : undefined;
      if (!attempt) throw new AppError('sso_expired');
      const where = await backTo(attempt);
      if (params.has('error')) throw new AppError('sso_failed', {}, [], where);
      const claims = await clients.finish(attempt.provider, new URL(`${attempt.redirect_uri}?${params}`), {
        state: state as string,
        nonce: attempt.nonce,
        codeVerifier: attempt.code_verifier,
      });
      const identity = {
        provider: attempt.provider as SsoProvider,
        subject: claims.subject,
        email: claims.email,
        emailVerified: claims.emailVerified,
        firstName: claims.givenName,
        lastName: claims.familyName,
        locale: isLocale(attempt.locale) ? attempt.locale : 'en',
      };
      const signedIn = await members.externalSignIn(attempt.hotel_code, identity, now);
      if (signedIn.kind === 'signed_in') return { status: 'signed_in' as const, ...where, session: signedIn.session };
      const linkToken = newSecretToken();
      await repository.awaitLink(attempt.state_hash, {
        link_token_hash: sha256(linkToken),
        link_user_id: signedIn.memberId,
        subject: claims.subject,
      });
      return { status: 'link_required' as const, ...where, provider: identity.provider, email: signedIn.email, link_token: linkToken };
    },

    /** Ties the provider's identity to the account that has its email, once that account's password is given (§6). */
    async link(input: { link_token: string; password: string }, clientAddress: string, now = new Date()) {
      const tokenHash = sha256(input.link_token);
      const pending = await repository.findLink(tokenHash, minutesAgo(now, SSO_ATTEMPT_MINUTES));
      if (!pending?.link_user_id || !pending.subject) throw new AppError('sso_expired');
      const account = await members.whoami(pending.link_user_id);
      // The password sign-in, with its back-off after repeated failures (§5).
      const session = await members.signIn(pending.hotel_code, { email: account.email, password: input.password }, clientAddress, now);
      await members.linkIdentity(account.id, pending.hotel_code, { provider: pending.provider as SsoProvider, subject: pending.subject });
      await repository.endLink(tokenHash);
      return { status: 'signed_in' as const, ...(await backTo(pending)), session };
    },
  };
}
export type SsoService = ReturnType<typeof ssoService>;

import { z } from 'zod';
import { PAYMENT_GATEWAY_NAMES } from './payments';
import { msg } from './validation';

/**
 * The brand's sites, its members' sign-in and its card gateway, as its owners change them in the
 * console: the sites whose pages may frame the widget and where its mail links may lead (nothing a
 * request names is trusted for either), which ways of signing in the widget offers, and which of
 * the server's gateways takes the brand's cards. Shared by the API (its request schema) and the console's form.
 */
export const MAX_BRAND_SITES = 20;

/** A host name as DNS has it (IDN as punycode, the URL parser's form): letters, digits and hyphens in dotted labels. */
const DNS_NAME = /^(?!-)[a-z0-9-]{1,63}(?<!-)(?:\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const IPV6 = /^\[[0-9a-f:.]+\]$/;
/** Hosts on this machine, which a developer's plain-http page may be; anywhere else a site is https. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A site as its origin (scheme, host and port), from an address as typed: a trailing slash is
 * taken; a path, query, fragment or credentials are not (the widget is framed by whole sites), nor a
 * host that is not a plain DNS name or IP address (an origin goes into a Content-Security-Policy
 * header, where `*`, `;` or `,` would mean something else), nor plain http off this machine (links
 * with guests' tokens lead there).
 */
export function siteOrigin(typed: string): string | null {
  const address = typed.trim();
  // Even an empty query or fragment ("…/?", "…/#") names a page, not a site.
  if (/[?#]/.test(address)) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const host = url.hostname;
  const plainHost = DNS_NAME.test(host) || IPV4.test(host) || IPV6.test(host);
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(host));
  return secure && plainHost && url.pathname === '/' && url.username === '' && url.password === '' ? url.origin : null;
}

/** Whether a stored origin is one the rules above give as it is. */
export const isSiteOrigin = (origin: string) => siteOrigin(origin) === origin;

const siteField = () =>
  z.string().transform((typed, context) => {
    const origin = siteOrigin(typed);
    if (origin === null) context.addIssue({ code: 'custom', ...msg('validation.site_origin') });
    return origin ?? typed;
  });

export const brandAccessChangeSchema = z.object({
  allowed_origins: z
    .array(siteField())
    .max(MAX_BRAND_SITES, msg('validation.too_many_sites'))
    .refine((sites) => new Set(sites).size === sites.length, msg('validation.duplicate')),
  /** Members sign in with the widget (§2 login menu). */
  login_enabled: z.boolean(),
  /** New members may sign up online. */
  sign_up_enabled: z.boolean(),
  /** Corporate users sign in with an account ID and password. */
  corporate_login_enabled: z.boolean(),
  /** Members sign in on the brand's own site, which hands the widget their session: the widget offers no sign-in or sign-up of its own. */
  custom_auth: z.boolean(),
  /** The gateway that takes the brand's cards online: one this server has the credentials of. */
  payment_gateway: z.enum(PAYMENT_GATEWAY_NAMES),
});
export type BrandAccessChange = z.output<typeof brandAccessChangeSchema>;

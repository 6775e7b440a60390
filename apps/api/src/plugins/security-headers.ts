import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * What answers that are not pages may do: nothing. JSON, files staff download and guests' attached
 * files run no script and sit in no frame, even if a browser is tricked into rendering them.
 */
const API_DIRECTIVES = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** Features no page of ours uses; a page framed by a host cannot be lent them either. */
const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** The hashes ('sha256-…') of a page's inline scripts: they run, and nothing injected beside them does. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/**
 * The Content-Security-Policy of one of our HTML pages. Scripts are our files and the page's own
 * inline scripts by hash. Styles may be inline: brand CSS (sanitized, ADR 0016) is a style
 * element, and React writes style attributes. Images may come from any https site (brand logos
 * and header images). `frameAncestors` says who may frame the page: the widget's host pages, or
 * only our own origin.
 */
export function pagePolicy(options: {
  frameAncestors: readonly string[];
  scriptHashes?: readonly string[];
  https: boolean;
  provider?: ProviderSources;
}): string {
  const provider = options.provider?.origins ?? [];
  // A 3-D Secure challenge frames the card issuer's own page, and may post to it, wherever the issuer serves it.
  const frames = options.provider?.issuerFrames ? ['https:'] : provider;
  const forms = options.provider?.issuerForms ? ['https:'] : provider;
  const directives: Array<[string, readonly string[]]> = [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    ['script-src', ["'self'", ...(options.scriptHashes ?? []), ...provider]],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", "'unsafe-inline'", ...provider]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...provider]],
    ['frame-src', ["'self'", ...frames]],
    ['form-action', ["'self'", ...forms]],
    ['frame-ancestors', options.frameAncestors],
  ];
  const policy = directives.map(([name, values]) => `${name} ${values.join(' ')}`);
  if (options.https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/**
 * The API documentation's policy, from the one Swagger UI gives its page: Swagger UI sets a few
 * styles inline, and requests are upgraded to https only behind TLS.
 */
export function docsPolicy(swaggerPolicy: string, https: boolean): string {
  const policy = swaggerPolicy.replace(/style-src ([^;]*?)\s*;/, "style-src $1 'unsafe-inline';");
  return https ? policy : policy.replace(/\s*upgrade-insecure-requests;?/, '');
}

/**
 * Cross-Origin-Opener-Policy (ADR 0071). Helmet's `same-origin`, kept on every other answer, cuts a
 * window from the page that opened it once the window has been on another origin: a 3-D Secure
 * window on the issuer's pages could no longer tell the payment step, nor be opened again by name.
 * The pages that open that window let their popups keep them (`same-origin-allow-popups`), and
 * every answer of ours the window loads or is redirected through sets no policy (`unsafe-none`):
 * one `same-origin` on the way, a redirect included, cuts it as surely.
 */
export const OPENS_CHALLENGE_WINDOW = 'same-origin-allow-popups';

/** Route options for an answer a 3-D Secure window may load or pass through; its errors too, as the policy is set as the request comes in. */
export const inChallengeWindow = { openerPolicy: 'unsafe-none' as const };

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** The route's Cross-Origin-Opener-Policy, where it is not helmet's `same-origin`. */
    openerPolicy?: 'unsafe-none';
  }
  interface FastifyContextConfig {
    securityHeaders?: SecurityHeaders;
  }
}

/** A card provider's origins on its pages only: its script, its API calls and its frames (card fields, 3-D Secure). */
export interface ProviderSources {
  origins: readonly string[];
  issuerFrames?: boolean;
  /** The page itself posts to the issuer: the 3-D Secure method and challenge forms, a redirect by POST. */
  issuerForms?: boolean;
}

/** Who may frame a page, and whether the site is served over TLS: what a page's policy needs besides its scripts. */
export interface PageFraming {
  frameAncestors: readonly string[];
  https: boolean;
}

/** Answers with one of our generated HTML pages, never cached, under its policy (its inline scripts by hash). */
export function sendPage(reply: FastifyReply, html: string, framing: PageFraming, provider?: ProviderSources) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      pagePolicy({ ...framing, scriptHashes: inlineScriptHashes(html), ...(provider ? { provider } : {}) }),
    )
    .send(html);
}

/** Header names and values, set as they are on every answer they go with. */
type SecurityHeaders = ReadonlyArray<readonly [string, string]>;

/** The headers helmet sets with `settings`, and the Permissions-Policy: the same on every answer, so worked out once. */
function securityHeadersOf(settings: HelmetOptions): SecurityHeaders {
  const headers: Array<[string, string]> = [];
  const recorder = { setHeader: (name: string, value: unknown) => headers.push([name, String(value)]), removeHeader: () => {} };
  helmet(settings)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return [...headers, ['permissions-policy', PERMISSIONS_POLICY]];
}

/**
 * Headers on every answer (helmet): the API's policy above unless a page sets its own, nosniff, a
 * referrer of our origin only to other sites (the Origin header of the widget's own calls stays),
 * HSTS only behind TLS, and the Permissions-Policy. Other sites may not load our files
 * (Cross-Origin-Resource-Policy), except the loader, which says so itself. Both sets of headers
 * (every answer's, and those of the answers a 3-D Secure window passes through) are worked out
 * once: worked out for every request, they took 3 % of a search's time. They are set on the raw
 * answer as the request comes in, so an error keeps them and a header the route sets wins.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  const settings: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: API_DIRECTIVES },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  };
  const everyAnswer = securityHeadersOf(settings);
  const inWindow = securityHeadersOf({ ...settings, crossOriginOpenerPolicy: { policy: 'unsafe-none' } });
  app.addHook('onRoute', (route) => {
    if (route.openerPolicy) route.config = { ...route.config, securityHeaders: inWindow };
  });
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of request.routeOptions.config.securityHeaders ?? everyAnswer) reply.raw.setHeader(name, value);
    done();
  });
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inlineScriptHashes, OPENS_CHALLENGE_WINDOW, pagePolicy } from './security-headers';

/** The hotel a widget address names: ?hotel_code= or ?code=, or /corporate/{hotel}/sign-in (§2). */
function hotelCodeOf(request: FastifyRequest): string | null {
  const url = new URL(request.url, 'http://widget');
  const inPath = /^\/corporate\/([^/]+)\//.exec(url.pathname)?.[1];
  return url.searchParams.get('hotel_code') || url.searchParams.get('code') || (inPath ? decodeURIComponent(inPath) : null);
}

/** The inline scripts of the HTML files in a folder, by hash. */
function scriptHashesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .flatMap((file) => inlineScriptHashes(readFileSync(path.join(dir, file), 'utf8')));
}

/**
 * Serves the built web app (with index.html for any client-side route), the embed loader and, in
 * demo mode, the demo host page, chatbot and mailbox, when they have been built. Hashed assets are
 * cached for good. Widget pages may be framed by the hotel's brand's own sites (`widgetFramers`);
 * other pages of ours by our own pages only. Only the loader may be loaded by other sites.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  dirs: { web: string; embed: string },
  options: { demo: boolean; https: boolean; widgetFramers: (hotelCode: string | null) => Promise<string[]> },
) {
  const hasWeb = existsSync(path.join(dirs.web, 'index.html'));
  const demo = path.join(dirs.embed, 'demo');
  const serveDemo = options.demo && existsSync(demo);
  // One list for every static page: a page sent by another static root's sendFile still runs.
  const scriptHashes = [...(hasWeb ? scriptHashesIn(dirs.web) : []), ...(serveDemo ? scriptHashesIn(demo) : [])];
  const ownPagesOnly = pagePolicy({ frameAncestors: ["'self'"], scriptHashes, https: options.https });

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dirs.web,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, file) {
        if (file.includes(`${path.sep}assets${path.sep}`)) void reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  if (existsSync(dirs.embed)) {
    await app.register(fastifyStatic, {
      root: dirs.embed,
      prefix: '/embed/',
      decorateReply: !hasWeb,
      preCompressed: true,
      // The demo pages are built beside the loader but served under /demo/, and only in demo mode.
      allowedPath: (pathName) => !pathName.startsWith('/demo/'),
      // Hotels' pages load the loader from here.
      setHeaders: (reply) => void reply.header('cross-origin-resource-policy', 'cross-origin'),
    });
  }
  if (serveDemo) {
    await app.register(fastifyStatic, {
      root: demo,
      prefix: '/demo/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, file) {
        // The file may be a page's compressed copy (.html.br, .html.gz).
        if (/\.html(\.br|\.gz)?$/.test(file)) void reply.header('content-security-policy', ownPagesOnly);
        // The host page and the chatbot page frame the widget: as its top, their policy decides for the window it opens.
        if (/\/(index|chatbot)\.html(\.br|\.gz)?$/.test(file)) void reply.header('cross-origin-opener-policy', OPENS_CHALLENGE_WINDOW);
      },
    });
    // Sent through the web root's sendFile, which sets no policy of its own.
    // The demo host page is the top of the widget it frames: its policy decides for the window the widget opens.
    app.get('/demo', { schema: { hide: true } }, (_request, reply) =>
      reply
        .header('content-security-policy', ownPagesOnly)
        .header('cross-origin-opener-policy', OPENS_CHALLENGE_WINDOW)
        .sendFile('index.html', demo),
    );
  }

  // The hotel's console (ADR 0052): its own build beside the widget's, framed by no one.
  const consoleIndex = path.join(dirs.web, 'console', 'index.html');
  const hasConsole = hasWeb && existsSync(consoleIndex);
  const consolePolicy = pagePolicy({ frameAncestors: ["'none'"], https: options.https });

  /** A widget page: the app's index.html, framed only where the hotel's brand allows; a console page: the console's. */
  return async function spaFallback(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!hasWeb || request.method !== 'GET' || request.url.startsWith('/api/')) return false;
    if (hasConsole && /^\/console(\/|\?|$)/.test(request.url)) {
      await reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', consolePolicy)
        .sendFile(path.join('console', 'index.html'), dirs.web);
      return true;
    }
    const framers = await options.widgetFramers(hotelCodeOf(request));
    // frame-ancestors says who may frame the widget; X-Frame-Options could only say "our own pages".
    reply.raw.removeHeader('x-frame-options');
    await reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', pagePolicy({ frameAncestors: ["'self'", ...framers], scriptHashes, https: options.https }))
      // The payment step and the payment link page open the 3-D Secure window.
      .header('cross-origin-opener-policy', OPENS_CHALLENGE_WINDOW)
      .sendFile('index.html', dirs.web);
    return true;
  };
}

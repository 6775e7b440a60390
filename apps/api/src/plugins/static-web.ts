import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built web app (with index.html for any client-side route), the embed loader and
 * the demo host page, when they have been built. Hashed assets are cached for good.
 */
export async function registerStaticWeb(app: FastifyInstance, dirs: { web: string; embed: string }, options: { demo: boolean }) {
  const webIndex = path.join(dirs.web, 'index.html');
  const hasWeb = existsSync(webIndex);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dirs.web,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, file) {
        if (file.includes(`${path.sep}assets${path.sep}`)) void res.header('cache-control', 'public, max-age=31536000, immutable');
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
    });
  }
  // The demo host page, chatbot and mailbox: in demo mode only.
  if (options.demo && existsSync(dirs.embed)) {
    const demo = path.join(dirs.embed, 'demo');
    await app.register(fastifyStatic, { root: demo, prefix: '/demo/', decorateReply: false, index: false, preCompressed: true });
    app.get('/demo', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html', demo));
  }
  return function spaFallback(request: FastifyRequest, reply: FastifyReply): boolean {
    if (!hasWeb || request.method !== 'GET' || request.url.startsWith('/api/')) return false;
    void reply.header('cache-control', 'no-cache').sendFile('index.html', dirs.web);
    return true;
  };
}

import { build } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Bundles the start-up script (src/boot/start-early.ts) on its own and puts it inline at the top
 * of index.html, so its calls start while the page is still parsed rather than after the app's
 * files arrive. The API allows it by the hash of its text (Content-Security-Policy).
 */
export function inlineStartUp(entry: string): Plugin {
  return {
    name: 'yado-inline-start-up',
    async transformIndexHtml() {
      const { output } = await build({
        input: entry,
        platform: 'browser',
        write: false,
        output: { format: 'iife', minify: true },
      });
      return [{ tag: 'script', children: output[0].code.trim(), injectTo: 'head-prepend' }];
    },
  };
}

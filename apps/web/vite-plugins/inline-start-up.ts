import { build } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Bundles the start-up script (src/boot/start-early.ts) on its own and puts it inline in the head
 * of index.html, so its calls start while the page is still parsed rather than after the app's
 * files arrive. The API allows it by the hash of its text (Content-Security-Policy). The script
 * is told where each locale's main catalogue was built (__CATALOGUE_FILES__), to fetch the
 * guest's beside the app's code instead of after it; in development there are none to tell.
 */
export function inlineStartUp(entry: string): Plugin {
  return {
    name: 'yado-inline-start-up',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const catalogues: Record<string, string> = {};
        for (const file of Object.values(context.bundle ?? {})) {
          const locale = file.type === 'chunk' ? /[\\/]locales[\\/](\w+)\.json$/.exec(file.facadeModuleId ?? '')?.[1] : undefined;
          if (locale) catalogues[locale] = `/${file.fileName}`;
        }
        const { output } = await build({
          input: entry,
          platform: 'browser',
          write: false,
          transform: { define: { __CATALOGUE_FILES__: JSON.stringify(catalogues) } },
          output: { format: 'iife', minify: true },
        });
        // Before the stylesheet, which would hold an inline script back until it loads; after the
        // meta tags, so the character set is still declared within the page's first bytes.
        const script = `<script>${output[0].code.trim()}</script>`;
        return html.replace(/\n(\s*)<title>/, (title, indent: string) => `\n${indent}${script}${title}`);
      },
    },
  };
}

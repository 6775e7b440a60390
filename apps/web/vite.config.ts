import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../../scripts/precompress.mjs';
import { inlineStartUp } from './vite-plugins/inline-start-up';
import { reactOnPreact } from './react-on-preact';

const apiPort = process.env.API_PORT ?? '3000';

/** Compressed copies of the built assets, written once at build time. */
function precompressed(): Plugin {
  let outDir = 'dist';
  return {
    name: 'yado-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      precompress(path.resolve(import.meta.dirname, outDir));
    },
  };
}

export default defineConfig({
  resolve: { alias: reactOnPreact },
  plugins: [inlineStartUp(path.resolve(import.meta.dirname, 'src/boot/start-early.ts')), precompressed()],
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/embed': `http://localhost:${apiPort}`,
      '/demo': `http://localhost:${apiPort}`,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // What every page runs (Preact as React, the router, the query client) travels as one chunk: fewer,
      // better-compressed files on the first load than the many small ones split by default.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // Changing data (mutations) only the pages past the results do stays out of it.
              test: /node_modules[\\/](preact|react-router|@tanstack[\\/](query-core|react-query))[\\/](?!.*[\\/](useMutation|mutationObserver)\.js$)/,
            },
            // The small shared modules the results page runs anyway, as one chunk rather than a
            // file each: which of them stand alone otherwise shifts with every lazy page added.
            {
              name: 'first-load',
              // The agency's pages share some of them (the party and date fields, the language names).
              test: /(apps[\\/]web[\\/]src[\\/]lib[\\/](agency-mode|analytics|booking-draft|corporate-session|display-currency|format|host-bridge|locale-preference|marketing|member-session|party-summary|use-popover|widget-settings|widget-url)\.ts|apps[\\/]web[\\/]src[\\/](components[\\/](DateRangeField|ErrorMessage|PartyField|Skeleton|Spinner)|app[\\/](HeaderMenu|LanguageSelector|use-switch-locale))\.tsx?|packages[\\/]domain[\\/]src[\\/](dates|money|organization-users|search-criteria|statuses)\.ts)$/,
            },
          ],
        },
      },
    },
  },
});

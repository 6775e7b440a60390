// Bundles the loader into dist/loader.js and copies the demo host page to dist/demo.
import { cpSync, mkdirSync } from 'node:fs';
import { build } from 'esbuild';
import { precompress } from '../../scripts/precompress.mjs';

process.chdir(new URL('.', import.meta.url).pathname);

mkdirSync('dist', { recursive: true });
await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: ['src/loader.ts'],
  outfile: 'dist/loader.js',
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2019',
});
cpSync('demo', 'dist/demo', { recursive: true });
precompress('dist');

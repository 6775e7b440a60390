import path from 'node:path';
import { defineConfig } from 'vite';
import { reactOnPreact } from './react-on-preact';

/**
 * The hotel's console (ADR 0052): a build of its own, served at /console/ beside the widget's.
 * It shares the widget's components, styles and Preact alias but none of its chunks, so the
 * widget's bundles stay as they are.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, 'console-app'),
  base: '/console/',
  publicDir: false,
  resolve: { alias: reactOnPreact },
  build: {
    target: 'es2022',
    sourcemap: true,
    outDir: path.resolve(import.meta.dirname, 'dist/console'),
    emptyOutDir: true,
  },
});

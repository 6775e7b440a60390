/**
 * Gzip sizes of what a browser loads first for booking/result (the entry script, its
 * preloaded chunks, the stylesheet and the English catalogue, and the start-up script inlined
 * in index.html) and of the embed loader.
 *
 *   npm run build && npm run bench:bundle
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const web = path.join(root, 'apps/web/dist');
const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const html = readFileSync(path.join(web, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
const css = [...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1] as string);
const catalogue = readdirSync(path.join(web, 'assets')).find((f) => /^en-.*\.js$/.test(f));
const jsFiles = [...initial, ...(catalogue ? [`assets/${catalogue}`] : [])];

console.log('Initial load of booking/result (gzip -9):');
let js = 0;
for (const file of jsFiles) {
  const size = gzip(path.join(web, file));
  js += size;
  console.log(`  ${file.padEnd(48)} ${kb(size)}`);
}
const cssSize = css.reduce((sum, file) => sum + gzip(path.join(web, file)), 0);
const loader = gzip(path.join(root, 'apps/embed/dist/loader.js'));
const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].reduce(
  (sum, [, body]) => sum + gzipSync(body ?? '', { level: 9 }).length,
  0,
);
console.log(`\nInitial JS: ${kb(js)} (budget 100 KB: ${js <= 100 * 1024 ? 'met' : 'NOT met'})`);
console.log(`Inline scripts in index.html: ${kb(inline)}`);
console.log(`Initial CSS: ${kb(cssSize)}`);
console.log(`Embed loader: ${kb(loader)} (budget 3 KB: ${loader <= 3 * 1024 ? 'met' : 'NOT met'})`);

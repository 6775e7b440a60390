// Installs Debian's Chromium, its headless shell (what the browser tests drive), and fonts for the
// scripts the widget speaks that Debian does not ship by default (CJK, Thai), so every language
// renders in the browser tests' screenshots.
import { existsSync } from 'node:fs';
import { aptInstall, capture, step } from './lib.mjs';

/** The full browser: benchmarks (Lighthouse, first load) measure what a guest's Chromium does. */
export const CHROMIUM = '/usr/bin/chromium';
/**
 * The same Chromium build without the browser's own window and tabs: the browser tests render and
 * run pages the same way for less CPU (ADR 0075).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Debian font packages, each with a language fontconfig must then find a font for. */
const FONTS = [
  { pkg: 'fonts-noto-cjk', lang: 'ja' },
  { pkg: 'fonts-thai-tlwg', lang: 'th' },
];

const hasFontFor = (lang) => capture('sh', ['-c', `fc-list :lang=${lang} 2>/dev/null | wc -l`]).stdout.trim() !== '0';

/** Installs what is missing; answers both browsers' paths. */
export function ensureChromium() {
  const missing = [
    ...(existsSync(CHROMIUM) ? [] : ['chromium']),
    ...(existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
    ...FONTS.filter((f) => !hasFontFor(f.lang)).map((f) => f.pkg),
  ];
  if (missing.length > 0) {
    step(`Installing ${missing.join(', ')} (apt-get)`);
    aptInstall(missing);
  }
  return { chromium: CHROMIUM, headlessShell: HEADLESS_SHELL };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(Object.values(ensureChromium()).join('\n'));

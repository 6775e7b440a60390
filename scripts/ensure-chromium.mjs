// Installs Debian's Chromium, and fonts for the scripts the widget speaks that Debian does not
// ship by default (CJK, Thai), so every language renders in the browser tests' screenshots.
import { existsSync } from 'node:fs';
import { aptInstall, capture, step } from './lib.mjs';

export const CHROMIUM = '/usr/bin/chromium';

/** Debian font packages, each with a language fontconfig must then find a font for. */
const FONTS = [
  { pkg: 'fonts-noto-cjk', lang: 'ja' },
  { pkg: 'fonts-thai-tlwg', lang: 'th' },
];

const hasFontFor = (lang) => capture('sh', ['-c', `fc-list :lang=${lang} 2>/dev/null | wc -l`]).stdout.trim() !== '0';

export function ensureChromium() {
  const missing = [...(existsSync(CHROMIUM) ? [] : ['chromium']), ...FONTS.filter((f) => !hasFontFor(f.lang)).map((f) => f.pkg)];
  if (missing.length === 0) return CHROMIUM;
  step(`Installing ${missing.join(', ')} (apt-get)`);
  aptInstall(missing);
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());

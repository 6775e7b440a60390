// Installs Debian's Chromium (and CJK fonts, so Japanese renders in screenshots) when absent.
import { existsSync } from 'node:fs';
import { aptInstall, capture, step } from './lib.mjs';

export const CHROMIUM = '/usr/bin/chromium';

export function ensureChromium() {
  const fonts = capture('sh', ['-c', "fc-list 2>/dev/null | grep -ci 'Noto Sans CJK'"]).stdout.trim();
  const missing = [...(existsSync(CHROMIUM) ? [] : ['chromium']), ...(Number(fonts) > 0 ? [] : ['fonts-noto-cjk'])];
  if (missing.length === 0) return CHROMIUM;
  step(`Installing ${missing.join(' and ')} (apt-get)`);
  aptInstall(missing);
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());

import { toBcp47 } from '@yado/domain/money';

const listFormats = new Map<string, Intl.ListFormat>();

/** Items written as a list the way the locale writes one ("2 single beds and 1 sofa bed", "シングルベッド2台、ソファベッド1台"). */
export function formatList(items: readonly string[], locale: string): string {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(toBcp47(locale), { type: 'conjunction', style: 'long' });
    listFormats.set(locale, format);
  }
  return format.format(items);
}

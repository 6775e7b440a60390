/**
 * Translation of catalogue keys (ADR 0023): nested JSON catalogues per locale, `{{name}}`
 * placeholders, plural forms by `Intl.PluralRules` under the suffixes `_zero`, `_one`, `_two`,
 * `_few`, `_many` and `_other` (`_zero` first for a count of 0), and English as the fallback.
 */
export type TOptions = Record<string, unknown> & { count?: number; defaultValue?: string };
export type TFunction = (key: string, options?: TOptions) => string;

type Tree = { [key: string]: string | Tree };

export const FALLBACK_LOCALE = 'en';

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(locale: string, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale.replace('_', '-'));
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

function merge(into: Tree, from: Tree) {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    if (typeof value === 'object' && typeof current === 'object') merge(current, value);
    else into[key] = typeof value === 'object' ? merge({}, value) : value;
  }
  return into;
}

function interpolate(text: string, options: TOptions | undefined) {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = options?.[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** The catalogues loaded so far, and the translation of keys in one locale against them. */
export function createTranslator() {
  const catalogues = new Map<string, Tree>();

  function lookup(locale: string, key: string): string | undefined {
    let node: string | Tree | undefined = catalogues.get(locale);
    for (const part of key.split('.')) {
      if (typeof node !== 'object') return undefined;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  }

  function find(locale: string, key: string, count: unknown): string | undefined {
    if (typeof count === 'number') {
      const forms = [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralCategory(locale, count)}`];
      for (const form of forms) {
        const text = lookup(locale, form);
        if (text !== undefined) return text;
      }
    }
    return lookup(locale, key);
  }

  function resolve(locale: string, key: string, count?: unknown) {
    return find(locale, key, count) ?? (locale === FALLBACK_LOCALE ? undefined : find(FALLBACK_LOCALE, key, count));
  }

  return {
    add(locale: string, catalogue: Record<string, unknown>) {
      catalogues.set(locale, merge(catalogues.get(locale) ?? {}, catalogue as Tree));
    },

    exists: (locale: string, key: string) => resolve(locale, key) !== undefined,

    /** `t` for one locale: a missing key gives its default value, or the key itself. */
    translate(locale: string): TFunction {
      return (key, options) => {
        const text = resolve(locale, key, options?.count);
        return text === undefined ? (options?.defaultValue ?? key) : interpolate(text, options);
      };
    },
  };
}
export type Translator = ReturnType<typeof createTranslator>;

import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** Half of a surrogate pair, which is no character: matched by UTF-16 unit, so without the u flag. */
const HALF_SURROGATE_PAIR = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text PostgreSQL cannot keep: a NUL character (refused in text) or half a surrogate pair (refused in JSON). */
const unstorable = (text: string) => text.includes('\u0000') || HALF_SURROGATE_PAIR.test(text);

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

/**
 * Where in a value there is text PostgreSQL cannot keep (the keys down to it), or null when there
 * is none. Walked without recursion, as a JSON body may nest thousands deep.
 */
export function unstorableTextAt(value: unknown): Array<string | number> | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  while (pending.length) {
    const visit = pending.pop()!;
    if (typeof visit.value === 'string') {
      if (unstorable(visit.value)) return pathOf(visit);
    } else if (typeof visit.value === 'object' && visit.value !== null) {
      const isArray = Array.isArray(visit.value);
      for (const [key, inner] of Object.entries(visit.value)) {
        if (unstorable(key)) return [...pathOf(visit), key];
        pending.push({ value: inner, key: isArray ? Number(key) : key, parent: visit });
      }
    }
  }
  return null;
}

function pathOf(visit: Visit): Array<string | number> {
  const path: Array<string | number> = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.unshift(at.key);
  return path;
}

/** The error for text PostgreSQL cannot keep: invalid input (1000) naming the field; null when there is none. */
export function unstorableTextError(value: unknown): AppError | null {
  const path = unstorableTextAt(value);
  return path ? new AppError('invalid', {}, [{ field: path.join('.'), message: 'validation.invalid' }]) : null;
}

/**
 * A query with text PostgreSQL cannot keep fails, as a 500. No field of ours needs such text, so it
 * is refused wherever a caller writes it (path, query string, JSON body, the keys included), here,
 * once for every route, before any route reads it.
 */
export function registerTextInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const refused = unstorableTextError(part);
      if (refused) throw refused;
    }
  });
}

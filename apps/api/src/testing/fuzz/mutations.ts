import fc from 'fast-check';
import { asParameterText, type FuzzRequest, type Operation } from './operations';
import type { JsonSchema } from './schema-inputs';

const JSON_TYPE = { 'content-type': 'application/json' };

/**
 * Strings every parameter and text field is tried with: what PostgreSQL refuses (NUL, half a
 * surrogate pair, a date that does not exist, one past its integer), nothing, and too much.
 */
const ALWAYS_TRIED = ['', 'a\u0000b', '\ud800', '2027-02-30', '2147483648', 'x'.repeat(5_000)];

/** Strings of which a few, drawn by the seed, are tried on each field besides. */
const SOMETIMES_TRIED = [
  ' ',
  '\u0000',
  '0000-01-01',
  '9999-12-31',
  '2027-13-01',
  '2027-04-31',
  '2027-02-29',
  '2027-2-3',
  '20270203',
  '-1',
  '0',
  '-2147483649',
  '9007199254740993',
  '1e308',
  'NaN',
  'true',
  'null',
  '[]',
  '{}',
  '[{"adults":-1}]',
  'a\udc00b',
  '🏨'.repeat(300),
  '../../etc/passwd',
  "' OR 1=1 --",
  '%',
  'A:1,B:-3',
  '1,2,,x',
];

/** Values every JSON field is tried with besides: one past PostgreSQL's integer, and no value. */
const ALWAYS_TRIED_VALUES: unknown[] = [2 ** 31, null];

/** Values of other types for JSON fields, of which a few are tried on each. */
const OTHER_TYPES: unknown[] = [true, -1, 0, 0.5, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, [], {}, [null], { $gt: '' }];

/** Header values (a header cannot carry NUL or other control characters, so these stay printable). */
const HEADER_VALUES = ['', 'x'.repeat(5_000), 'null', 'Bearer', 'Bearer x', 'ysk_demo_unknown', '2027-02-30', 'é'];

/** Whole bodies that are not what the operation takes. */
const BODIES: Array<{ label: string; payload: string; headers: Record<string, string> }> = [
  { label: 'malformed JSON', payload: '{"a":', headers: JSON_TYPE },
  { label: 'JSON with a NUL outside strings', payload: '{"a":1}\u0000', headers: JSON_TYPE },
  { label: 'empty JSON body', payload: '', headers: JSON_TYPE },
  { label: 'JSON null', payload: 'null', headers: JSON_TYPE },
  { label: 'JSON array', payload: '[]', headers: JSON_TYPE },
  { label: 'JSON number', payload: '-1', headers: JSON_TYPE },
  { label: 'JSON string', payload: '"\\u0000"', headers: JSON_TYPE },
  { label: 'deeply nested JSON', payload: '['.repeat(5_000) + ']'.repeat(5_000), headers: JSON_TYPE },
  { label: 'prototype keys', payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}', headers: JSON_TYPE },
  { label: 'text/plain body', payload: 'hello', headers: { 'content-type': 'text/plain' } },
  { label: 'form body', payload: 'a=1&b=%00', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  { label: 'unknown content type', payload: '{}', headers: { 'content-type': 'application/x-unknown' } },
  { label: 'body over the size limit', payload: `{"a":"${'x'.repeat(1_100_000)}"}`, headers: JSON_TYPE },
];

/**
 * The boundary and hostile requests for one operation, each a change of one thing in a valid-ish
 * `baseline`: every parameter and every field of the body in turn, whole bodies, and headers.
 */
export function mutationsOf(operation: Operation, baseline: FuzzRequest, body: unknown, seed: number): FuzzRequest[] {
  const random = seededPicker(seed);
  const strings = () => [...ALWAYS_TRIED, ...random.pick(SOMETIMES_TRIED, 2)];
  const requests: FuzzRequest[] = [];
  const change = (label: string, edit: (request: FuzzRequest) => void) => {
    const request = structuredClone(baseline);
    request.label = label;
    edit(request);
    requests.push(request);
  };

  for (const parameter of operation.parameters) {
    const where = parameter.in;
    if (where === 'header') {
      for (const value of HEADER_VALUES)
        change(`header ${parameter.name}=${preview(value)}`, (r) => void (r.headers[parameter.name] = value));
      continue;
    }
    for (const value of strings()) {
      change(`${where} ${parameter.name}=${preview(value)}`, (r) => void (r[where][parameter.name] = value));
    }
    if (where === 'query') {
      change(`query ${parameter.name} repeated`, (r) => void (r.query[parameter.name] = ['1', '2']));
      if (parameter.required) change(`query ${parameter.name} missing`, (r) => void delete r.query[parameter.name]);
    }
  }

  for (const whole of BODIES)
    change(whole.label, (r) => Object.assign(r, { payload: whole.payload, headers: { ...r.headers, ...whole.headers } }));

  if (operation.body && isObject(body)) {
    const withBody = (label: string, value: unknown) =>
      change(label, (r) => Object.assign(r, { payload: JSON.stringify(value), headers: { ...r.headers, ...JSON_TYPE } }));
    withBody('an extra field', { ...body, unexpected_field: 'x', __proto__field: { a: 1 } });
    for (const key of operation.body.required ?? []) {
      const { [key]: _dropped, ...rest } = body;
      withBody(`body ${key} missing`, rest);
    }
    for (const path of fieldPaths(operation.body, body)) {
      for (const value of [...strings(), ...ALWAYS_TRIED_VALUES, ...random.pick(OTHER_TYPES, 2)]) {
        withBody(`body ${path.join('.')}=${preview(value)}`, setAt(body, path, value));
      }
    }
    const arrayField = fieldPaths(operation.body, body).find((path) => Array.isArray(getAt(body, path)));
    if (arrayField)
      withBody(
        `body ${arrayField.join('.')} with 1000 items`,
        setAt(body, arrayField, Array(1000).fill(getAt(body, [...arrayField, 0]) ?? 1)),
      );
  }

  for (const [name, value] of [
    ['client-session', 'x'.repeat(300)],
    ['authorization', 'Bearer ysk_demo_formosa-daan'],
    ['authorization', 'Bearer ' + 'x'.repeat(5_000)],
    ['organization-session', 'garbage'],
  ] as const) {
    change(`header ${name}=${preview(value)}`, (r) => void (r.headers[name] = value));
  }
  return requests;
}

/** The paths of a body's fields: each property of the schema (present or not) and each value the body holds, at every depth. */
function fieldPaths(schema: JsonSchema, value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  const paths: Array<Array<string | number>> = [];
  if (isObject(value)) {
    // A union's fields are those of each of its alternatives (a payment by card names fields one on site does not).
    const properties = Object.assign({}, ...[schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map((s) => s.properties ?? {}));
    const keys = new Set([...Object.keys(properties), ...Object.keys(value)]);
    for (const key of keys) {
      paths.push([...prefix, key]);
      paths.push(...fieldPaths(properties[key] ?? {}, value[key], [...prefix, key]));
    }
  } else if (Array.isArray(value) && value.length) {
    paths.push(...fieldPaths(schema.items ?? {}, value[0], [...prefix, 0]));
  }
  return paths;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function getAt(value: unknown, path: Array<string | number>): unknown {
  return path.reduce<unknown>((at, key) => (at as Record<string | number, unknown> | undefined)?.[key], value);
}

function setAt(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path[path.length - 1]!] = replacement;
  return copy;
}

function preview(value: unknown): string {
  const text = asParameterText(value) ?? String(value);
  const shown = text.length > 24 ? `${text.slice(0, 12)}…(${text.length})` : text;
  return JSON.stringify(shown);
}

/** A generator of picks that depends on the seed only, so a run can be repeated. */
function seededPicker(seed: number) {
  let draws = 0;
  return {
    pick<T>(values: readonly T[], count: number): T[] {
      const subset = fc.shuffledSubarray([...values], { minLength: count, maxLength: count });
      return fc.sample(subset, { numRuns: 1, seed: seed + draws++ })[0]!;
    },
  };
}

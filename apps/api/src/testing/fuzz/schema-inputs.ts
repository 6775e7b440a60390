import fc from 'fast-check';

/** The part of OpenAPI 3.0's schema object the API's document uses. */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  default?: unknown;
}

/** Values that get past the first checks, by field or parameter name (hotel codes that exist, a real reservation number...). */
export type Hints = Record<string, readonly unknown[]>;

const MAX_DEPTH = 6;
const MAX_ARRAY = 3;
const MAX_STRING = 24;

/**
 * How inputs are drawn: `random` draws what the schema allows, half the time from the hints for the
 * field's name; `baseline` is one plausible request: the first hint that fits each field, and only
 * the optional fields that have one.
 */
export type Mode = 'random' | 'baseline';

/** Valid-ish input for a schema, so that requests reach past "no such hotel" into the code behind it. */
export function schemaArbitrary(schema: JsonSchema, hints: Hints, mode: Mode, name = '', depth = 0): fc.Arbitrary<unknown> {
  const hinted = (hints[name] ?? []).filter((value) => fits(schema, value));
  if (mode === 'baseline') return hinted.length ? fc.constant(hinted[0]) : plainArbitrary(schema, hints, mode, depth);
  const own = plainArbitrary(schema, hints, mode, depth);
  const withHint = hinted.length ? fc.oneof(fc.constantFrom(...hinted), own) : own;
  return schema.nullable ? fc.oneof({ arbitrary: withHint, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 }) : withHint;
}

function plainArbitrary(schema: JsonSchema, hints: Hints, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => schemaArbitrary(choice, hints, mode, '', depth + 1)));
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (depth >= MAX_DEPTH) return fc.constant([]);
      return fc.array(schemaArbitrary(schema.items ?? {}, hints, mode, '', depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? MAX_ARRAY, MAX_ARRAY)),
      });
    case 'object':
      return objectArbitrary(schema, hints, mode, depth);
    default:
      return fc.oneof(fc.string({ maxLength: MAX_STRING }), fc.integer(), fc.boolean());
  }
}

/** An object's fields: in a baseline, the required ones and those the hints name; otherwise any of them. */
export function objectArbitrary(schema: JsonSchema, hints: Hints, mode: Mode, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  if (depth >= MAX_DEPTH) return fc.constant({});
  const required = schema.required ?? [];
  const properties = Object.entries(schema.properties ?? {}).filter(
    ([key, property]) => mode === 'random' || required.includes(key) || (hints[key] ?? []).some((value) => fits(property, value)),
  );
  const model = Object.fromEntries(properties.map(([key, property]) => [key, schemaArbitrary(property, hints, mode, key, depth + 1)]));
  return fc.record(model, { requiredKeys: mode === 'baseline' ? Object.keys(model) : required.filter((key) => key in model) });
}

/** Whether a hint can stand for a field: the hints name values by field name, and names repeat with other meanings. */
function fits(schema: JsonSchema, value: unknown): boolean {
  if (schema.enum) return schema.enum.includes(value);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return choices.some((choice) => fits(choice, value));
  if (value === null) return schema.nullable === true;
  switch (schema.type) {
    case 'string':
      return (
        typeof value === 'string' &&
        value.length >= (schema.minLength ?? 0) &&
        value.length <= (schema.maxLength ?? Infinity) &&
        (!schema.pattern || new RegExp(schema.pattern, 'u').test(value)) &&
        (schema.format !== 'uuid' || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value))
      );
    case 'integer':
      return (
        Number.isInteger(value) && (value as number) >= (schema.minimum ?? -Infinity) && (value as number) <= (schema.maximum ?? Infinity)
      );
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value) && value.every((item) => fits(schema.items ?? {}, item));
    case 'object':
      return typeof value === 'object' && !Array.isArray(value);
    default:
      return true;
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) {
    const pattern = patternOf(schema.pattern);
    if (pattern) return fc.stringMatching(pattern).filter((s) => s.length <= (schema.maxLength ?? Infinity) && s.length >= minLength);
  }
  return fc.oneof(fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }), fc.string({ minLength, maxLength, unit: 'binary' }));
}

/** fast-check reads most of JavaScript's regular expressions; the few it cannot read fall back to plain strings. */
function patternOf(source: string): RegExp | null {
  try {
    const pattern = new RegExp(source, 'u');
    fc.sample(fc.stringMatching(pattern), { numRuns: 1, seed: 1 });
    return pattern;
  } catch {
    return null;
  }
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum === true ? (schema.minimum ?? 0) : schema.exclusiveMinimum;
  const exclusiveMax = schema.exclusiveMaximum === true ? (schema.maximum ?? 0) : schema.exclusiveMaximum;
  let min = typeof exclusiveMin === 'number' ? exclusiveMin + 1 : (schema.minimum ?? -10);
  let max = typeof exclusiveMax === 'number' ? exclusiveMax - 1 : (schema.maximum ?? 100_000);
  min = Math.max(min, Number.MIN_SAFE_INTEGER);
  max = Math.min(max, Number.MAX_SAFE_INTEGER);
  if (max < min) max = min;
  // Small values are the ones that mean something (counts, ids, months); the bounds are boundaries worth trying.
  const low = Math.min(Math.max(min, -2), max);
  const small = fc.integer({ min: low, max: Math.min(max, low + 30) });
  return fc.oneof(small, fc.constantFrom(min, max), fc.integer({ min, max }));
}

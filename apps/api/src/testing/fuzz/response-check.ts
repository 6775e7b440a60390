import { Ajv, type ValidateFunction } from 'ajv';
import type { Operation } from './operations';
import type { JsonSchema } from './schema-inputs';

/** §3 "Errors": the one shape of every error answer, for statuses the document does not describe. */
const ERROR_BODY: JsonSchema = {
  type: 'object',
  required: ['errors'],
  properties: {
    errors: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['title', 'status', 'code', 'details'],
        properties: {
          title: { type: 'string', minLength: 1 },
          status: { type: 'integer' },
          code: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
          details: {
            type: 'object',
            required: ['base'],
            properties: {
              base: {
                type: 'array',
                minItems: 1,
                items: {
                  type: 'object',
                  required: ['code', 'error'],
                  properties: { code: { anyOf: [{ type: 'string' }, { type: 'integer' }] }, error: { type: 'string' } },
                },
              },
            },
          },
        },
      },
    },
  },
};

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * Checks answers against the OpenAPI document: a documented status's JSON body against its schema,
 * any other error against the §3 error shape. Answers a problem, or null when the answer is right.
 */
export function responseChecker() {
  const ajv = new Ajv({ strict: false, allErrors: false, unicodeRegExp: true });
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  const compiled = new Map<JsonSchema, ValidateFunction>();
  const validatorOf = (schema: JsonSchema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(toDraft07(schema) as object);
      compiled.set(schema, validate);
    }
    return validate;
  };

  return function check(operation: Operation, answer: Answer): string | null {
    const { statusCode } = answer;
    if (statusCode >= 500) return `answered ${statusCode}: ${answer.body.slice(0, 300)}`;
    const documented = operation.responses[String(statusCode)];
    if (!documented && statusCode < 400) return `answered ${statusCode}, which the document does not list`;
    if (statusCode === 204) return answer.body === '' ? null : `answered 204 with a body: ${answer.body.slice(0, 100)}`;
    const contentType = String(answer.headers['content-type'] ?? '');
    const expectedTypes = documented ? documented.contentTypes : ['application/json'];
    if (expectedTypes.length && !expectedTypes.some((type) => contentType.startsWith(type))) {
      return `answered ${statusCode} as ${contentType || 'no content type'}, not ${expectedTypes.join(' or ')}`;
    }
    const schema = documented ? documented.schema : ERROR_BODY;
    if (!schema) return null;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `answered ${statusCode} with a body that is not JSON: ${answer.body.slice(0, 100)}`;
    }
    const validate = validatorOf(schema);
    if (!validate(body)) {
      const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
      return `answered ${statusCode} outside its schema (${problems}): ${answer.body.slice(0, 300)}`;
    }
    if (statusCode >= 400 && !documented) {
      const first = (body as { errors: Array<{ status: number }> }).errors[0]!;
      if (first.status !== statusCode) return `answered ${statusCode} with an error of status ${first.status}`;
    }
    return null;
  };
}

/** OpenAPI 3.0 writes a few things the JSON Schema Ajv reads writes otherwise: exclusive bounds and null. */
function toDraft07(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toDraft07);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = key === 'properties' ? mapValues(value, toDraft07) : toDraft07(value);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (out[flag] === true) {
      out[flag] = out[bound];
      delete out[bound];
    } else if (out[flag] === false) delete out[flag];
  }
  if (out.nullable === true) {
    // Read as OpenAPI 3.0.0 wrote it: nullable lets null through, also where an enum does not list it.
    delete out.nullable;
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

function mapValues(record: unknown, map: (value: unknown) => unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record as Record<string, unknown>).map(([key, value]) => [key, map(value)]));
}

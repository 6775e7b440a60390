import type { JsonSchema } from './schema-inputs';

type Location = 'path' | 'query' | 'header';

export interface Parameter {
  name: string;
  in: Location;
  required: boolean;
  schema: JsonSchema;
}

export interface DocumentedResponse {
  /** The content types the document gives the status (none for an answer it does not describe). */
  contentTypes: string[];
  /** The JSON body's schema, when the answer is JSON. */
  schema?: JsonSchema;
}

/** One path and method of the OpenAPI document, as the fuzz needs it. */
export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation documents one. */
  body?: JsonSchema;
  responses: Record<string, DocumentedResponse>;
  security: string[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
}

interface RawOperation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  security?: Array<Record<string, unknown>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation the document names; none is left out. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, raw]) => ({
        method: method.toUpperCase(),
        path,
        parameters: (raw.parameters ?? [])
          .filter((p): p is typeof p & { in: Location } => p.in === 'path' || p.in === 'query' || p.in === 'header')
          .map((p) => ({ name: p.name, in: p.in, required: p.required === true || p.in === 'path', schema: p.schema ?? {} })),
        ...(raw.requestBody?.content?.['application/json']?.schema ? { body: raw.requestBody.content['application/json'].schema } : {}),
        responses: Object.fromEntries(
          Object.entries(raw.responses ?? {}).map(([status, response]) => {
            const schema = response.content?.['application/json']?.schema;
            return [status, { contentTypes: Object.keys(response.content ?? {}), ...(schema ? { schema } : {}) }];
          }),
        ),
        security: (raw.security ?? []).flatMap((requirement) => Object.keys(requirement)),
      })),
  );
}

/** A request as the fuzz sends it: values for the operation's parameters and a raw body. */
export interface FuzzRequest {
  /** What this request tries, for the report of a failure. */
  label: string;
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export function urlOf(operation: Operation, request: FuzzRequest): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => percentEncoded(request.path[name] ?? ''));
  const search = Object.entries(request.query)
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((one) => `${percentEncoded(name)}=${percentEncoded(one)}`))
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** Percent-encoding that also writes what UTF-8 cannot (a lone surrogate), as a careless client would send it. */
function percentEncoded(value: string): string {
  return Array.from(value, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  }).join('');
}

/** How a generated value goes into a query string or header: text as it is, anything else as JSON. */
export function asParameterText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

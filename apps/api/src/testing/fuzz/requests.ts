import fc from 'fast-check';
import { asParameterText, type FuzzRequest, type Operation, type Parameter } from './operations';
import { objectArbitrary, schemaArbitrary, type Hints, type Mode } from './schema-inputs';

/** Credentials a caller may hold, so requests reach past authentication. */
export interface Credentials {
  clientSession: string;
  memberToken: string;
  organizationToken: string;
  staffKey: string;
}

/** Known-good bodies by operation (`POST /api/v1/...`), for those too intricate to draw at random. */
export type ExampleBodies = Record<string, unknown>;

export const operationKey = (operation: Operation) => `${operation.method} ${operation.path}`;

/** Who the request comes from: mostly whoever the operation is for, sometimes someone else or no one. */
function callers(operation: Operation, credentials: Credentials, mode: Mode): fc.Arbitrary<Record<string, string>> {
  const guest = { 'client-session': credentials.clientSession };
  const member = { ...guest, authorization: `Bearer ${credentials.memberToken}` };
  const staff = { authorization: `Bearer ${credentials.staffKey}` };
  const corporate = { ...guest, 'organization-session': credentials.organizationToken };
  const expected = operation.security.includes('staffKey')
    ? staff
    : operation.security.includes('organizationSession')
      ? corporate
      : /\/(user|membership|lottery_results)(\/|$)/.test(operation.path)
        ? member
        : guest;
  if (mode === 'baseline') return fc.constant(expected);
  return fc.oneof(
    { arbitrary: fc.constant(expected), weight: 6 },
    { arbitrary: fc.constantFrom<Record<string, string>>(guest, member, staff, corporate, {}), weight: 2 },
  );
}

function parametersArbitrary(parameters: Parameter[], hints: Hints, mode: Mode): fc.Arbitrary<Record<string, string>> {
  const schema = {
    type: 'object' as const,
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
  return objectArbitrary(schema, hints, mode).map((values) =>
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, asParameterText(value)])),
  );
}

export interface GeneratedRequest {
  request: FuzzRequest;
  /** The JSON body before it was written out, for the mutations to change field by field. */
  body: unknown;
}

/** Requests as a client that follows the document would send them, with values the demo data knows. */
export function validishRequests(
  operation: Operation,
  context: { hints: Hints; credentials: Credentials; examples: ExampleBodies },
  mode: Mode,
): fc.Arbitrary<GeneratedRequest> {
  const { hints, credentials, examples } = context;
  const of = (where: Parameter['in']) =>
    parametersArbitrary(
      operation.parameters.filter((p) => p.in === where),
      hints,
      mode,
    );
  const example = examples[operationKey(operation)];
  const body =
    mode === 'baseline' && example !== undefined
      ? fc.constant(example)
      : operation.body
        ? schemaArbitrary(operation.body, hints, mode)
        : fc.constant(undefined);
  return fc
    .record({ path: of('path'), query: of('query'), headers: of('header'), caller: callers(operation, credentials, mode), body })
    .map(({ path, query, headers, caller, body }) => ({
      request: {
        label: mode === 'baseline' ? 'baseline' : 'valid-ish',
        path,
        query,
        headers: { ...caller, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      },
      body,
    }));
}

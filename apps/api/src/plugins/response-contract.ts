import { isDeepStrictEqual } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodType } from 'zod';
import type { ErrorBody } from '@yado/domain/errors';
import { ERROR_PAYLOADS } from '@yado/domain/wire/errors';

/** An answer that is not what its route's response schema says for its status. */
export interface ContractBreach {
  method: string;
  url: string;
  status: number;
  problem: string;
}

/**
 * Checks every JSON answer against the response schema its route declares for the status (tests
 * install it; production does not). The checked serializer already refuses a drifting answer, but
 * the hot routes write theirs unchecked (ADR 0024), so this is where those are held to their schema:
 * a field the schema does not name counts too, since only the checked serializer would strip it.
 */
export function registerResponseContract(app: FastifyInstance, onBreach: (breach: ContractBreach) => void) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isJson(reply)) return payload;
    const schema = schemaFor(request.routeOptions.schema?.response, reply.statusCode);
    const body = bodyText(payload, reply);
    if (body === null) return payload;
    const breach = (problem: string) => onBreach({ method: request.method, url: request.url, status: reply.statusCode, problem });
    const sent: unknown = JSON.parse(body);
    if (schema) {
      const parsed = schema.safeParse(sent);
      if (!parsed.success) breach(parsed.error.message);
      else if (!isDeepStrictEqual(parsed.data, sent)) breach(`the answer carries what the schema does not name: ${body.slice(0, 2000)}`);
    }
    for (const problem of errorPayloadProblems(sent)) breach(problem);
    return payload;
  });
}

/** Errors whose payloads a client acts on (wire/errors.ts) are held to their shapes, whichever route sends them. */
function errorPayloadProblems(sent: unknown): string[] {
  const errors = (sent as Partial<ErrorBody> | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((error) => {
    const shape = ERROR_PAYLOADS.get(error.code);
    const parsed = shape?.safeParse(error.payloads);
    return parsed && !parsed.success ? [`the payloads of error ${error.code}: ${parsed.error.message}`] : [];
  });
}

function schemaFor(responses: unknown, status: number): ZodType | null {
  if (!responses || typeof responses !== 'object') return null;
  const byStatus = responses as Record<string, unknown>;
  const schema = byStatus[status] ?? byStatus[`${Math.floor(status / 100)}xx`] ?? byStatus.default;
  return schema && typeof (schema as ZodType).safeParse === 'function' ? (schema as ZodType) : null;
}

function isJson(reply: FastifyReply): boolean {
  return String(reply.getHeader('content-type') ?? '').startsWith('application/json');
}

/** The JSON text sent, unpacked when the route compressed it itself; null for a stream. */
function bodyText(payload: unknown, reply: FastifyReply): string | null {
  if (typeof payload === 'string') return payload;
  if (!Buffer.isBuffer(payload)) return null;
  const encoding = reply.getHeader('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(payload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(payload).toString('utf8');
  return payload.toString('utf8');
}

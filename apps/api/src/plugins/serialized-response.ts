import { gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON answer already written out, and gzipped on first ask and kept: made once, it can be sent many times. */
export interface SerializedAnswer {
  json: Buffer;
  gzip(): Buffer;
}

/** Writes an answer out unchecked, like uncheckedResponse (ADR 0024). */
export function serializeAnswer(body: unknown): SerializedAnswer {
  const json = Buffer.from(JSON.stringify(body));
  let gzipped: Buffer | null = null;
  return { json, gzip: () => (gzipped ??= gzipSync(json)) };
}

const encodings = new Negotiator({ supportedValues: ['gzip', 'identity'] });

/** Sends a written answer, gzipped for a client that takes gzip (every browser does). */
export function sendSerialized(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer): FastifyReply {
  void reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  if (accepted && encodings.negotiate(accepted) === 'gzip') return reply.header('content-encoding', 'gzip').send(answer.gzip());
  return reply.send(answer.json);
}

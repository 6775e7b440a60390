import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SerializedAnswer } from '../serialized-answer';

const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });

/** Sends a written answer compressed for a client that takes brotli or gzip (every browser does). */
export function sendSerialized(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer): FastifyReply {
  void reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? encodings.negotiate(accepted) : null;
  if (encoding === 'br' || encoding === 'gzip') return reply.header('content-encoding', encoding).send(answer.compressed(encoding));
  return reply.send(answer.plain());
}

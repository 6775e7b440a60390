import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerResponseContract, type ContractBreach } from './response-contract';
import { uncheckedResponse } from './unchecked-response';

const answer = z.object({ data: z.object({ code: z.string(), rooms: z.number() }) });

describe('the response contract check', () => {
  const breaches: ContractBreach[] = [];
  const app = Fastify().withTypeProvider<ZodTypeProvider>();

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerResponseContract(app, (breach) => breaches.push(breach));
    const unchecked = { schema: { response: { 200: answer } }, serializerCompiler: uncheckedResponse };
    app.get('/right', unchecked, async () => ({ data: { code: 'a', rooms: 2 } }));
    // Each wrong answer goes out unchecked, as the hot routes' answers do (ADR 0024).
    app.get('/wrong-type', unchecked, async () => ({ data: { code: 'a', rooms: '2' } }) as never);
    app.get('/unnamed-field', unchecked, async () => ({ data: { code: 'a', rooms: 2, secret: 'x' } }));
    app.get('/written-and-gzipped', { schema: { response: { 200: answer } } }, async (_request, reply) =>
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-encoding', 'gzip')
        .send(gzipSync(JSON.stringify({ data: { code: 'a' } })) as never),
    );
    app.get('/undeclared-status', unchecked, async (_request, reply) => reply.code(404 as 200).send({ anything: true } as never));
    app.get('/price-changed', async (_request, reply) =>
      reply
        .code(409)
        .send({ errors: [{ title: 'x', status: 409, code: 'PRICE_CHANGED', details: { base: [] }, payloads: { total_price: 1 } }] }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const breachOf = async (url: string) => {
    breaches.length = 0;
    await app.inject({ url });
    return breaches;
  };

  it('lets an answer that matches its schema through', async () => {
    expect(await breachOf('/right')).toEqual([]);
  });

  it('reports a field of the wrong type', async () => {
    const [breach] = await breachOf('/wrong-type');
    expect(breach).toMatchObject({ method: 'GET', url: '/wrong-type', status: 200 });
    expect(breach?.problem).toContain('rooms');
  });

  it('reports a field the schema does not name, which only the checked serializer would strip', async () => {
    const [breach] = await breachOf('/unnamed-field');
    expect(breach?.problem).toContain('secret');
  });

  it('unpacks an answer the route wrote and compressed itself', async () => {
    const [breach] = await breachOf('/written-and-gzipped');
    expect(breach?.problem).toContain('rooms');
  });

  it('holds an error that carries a payload clients act on to its shape', async () => {
    const [breach] = await breachOf('/price-changed');
    expect(breach?.problem).toContain('PRICE_CHANGED');
  });

  it('leaves answers with a status the route declares no schema for alone', async () => {
    expect(await breachOf('/undeclared-status')).toEqual([]);
  });
});

/**
 * The HTTP floor of bench:booking: a bare Fastify server whose one route runs the raw SQL
 * baseline's stock transaction on a pool of the same size. No validation, session, pricing,
 * reservation or mail: what HTTP and a connection pool alone cost on this machine, the least an
 * API booking can cost. Started by the bench in a process of its own (DATABASE_URL, PORT, POOL).
 */
import Fastify from 'fastify';
import pg from 'pg';
import { planPreparedStatementsOnce } from '../../apps/api/src/db/connect';
import { takeStockInRawSql, type Stay } from './stock-transaction';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL ?? 10), idleTimeoutMillis: 0 });
// A connection the database drops while idle is replaced at the next booking, not the end of the floor.
pool.on('error', () => undefined);
// Its statements are planned as the API's are (ADR 0076).
planPreparedStatementsOnce(pool);
const app = Fastify();
// As the API's: a query on the pool, so calling it warms the pool too.
app.get('/health', async () => {
  await pool.query('SELECT 1');
  return { ok: true };
});
app.post<{ Body: Stay }>('/stock', async (request, reply) => {
  const booked = await takeStockInRawSql(pool, request.body);
  return reply.code(booked ? 201 : 409).send({ booked });
});
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .finally(() => process.exit(0));
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

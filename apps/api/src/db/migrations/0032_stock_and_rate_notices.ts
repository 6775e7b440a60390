import { sql, type Kysely } from 'kysely';

/**
 * Notices of changed stock and rates (ADR 0039). Search keeps each hotel's stock and rates in
 * memory in the form it reads them; every change to `inventory`, `room_plan_sales` or
 * `room_rates`, whoever makes it, tells every server which rows to read again. A notice is sent
 * when its transaction commits and never for one rolled back, so a server hears of exactly the
 * changes that happened, in the order they did.
 *
 * Payloads name what changed, never its values: "id:first:last" per room type or room plan (the
 * days changed), or "*" when the list would not fit PostgreSQL's 8,000-byte limit.
 */
const CHANNELS = [
  { table: 'inventory', key: 'room_type_id', channel: 'yado_stock' },
  { table: 'room_plan_sales', key: 'room_plan_id', channel: 'yado_plan_sales' },
  { table: 'room_rates', key: 'room_plan_id', channel: 'yado_rates' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, key, channel } of CHANNELS) {
    const fn = sql.raw(`notify_${table}_changed`);
    // One notice per statement, over the rows it touched (a transition table): a booking's nights
    // of one room type make one short payload.
    await sql`
      CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE payload text;
      BEGIN
        SELECT string_agg(${sql.raw(key)} || ':' || first || ':' || last, ',') INTO payload
        FROM (SELECT ${sql.raw(key)}, min(stay_date) AS first, max(stay_date) AS last FROM changed GROUP BY ${sql.raw(key)}) AS ranges;
        IF payload IS NOT NULL THEN
          PERFORM pg_notify(${sql.lit(channel)}, CASE WHEN length(payload) > 7900 THEN '*' ELSE payload END);
        END IF;
        RETURN NULL;
      END $$`.execute(db);
    for (const [event, transition] of [
      ['INSERT', 'NEW'],
      ['UPDATE', 'NEW'],
      ['DELETE', 'OLD'],
    ] as const) {
      await sql`
        CREATE TRIGGER ${sql.raw(`${table}_${event.toLowerCase()}_notice`)}
        AFTER ${sql.raw(event)} ON ${sql.raw(table)} REFERENCING ${sql.raw(transition)} TABLE AS changed
        FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`.execute(db);
    }
  }
}

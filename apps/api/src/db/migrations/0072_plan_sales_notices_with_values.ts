import { sql, type Kysely } from 'kysely';

/**
 * A notice of changed plan sales carries the rows' new values, as stock notices do (ADR 0084):
 * per room plan "id:first:last=day:sold;…", days counted from `first`. A server applies them to
 * its grid without reading the table again. Deleted rows, and a change whose values would not fit
 * PostgreSQL's 8,000-byte limit, are named by their range only (migration 0032): those are read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION notify_room_plan_sales_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE payload text;
    BEGIN
      IF TG_OP <> 'DELETE' THEN
        SELECT string_agg(room_plan_id || ':' || first || ':' || last || '=' || days, ',') INTO payload
        FROM (
          SELECT c.room_plan_id, g.first, g.last, string_agg((c.stay_date - g.first) || ':' || c.sold, ';' ORDER BY c.stay_date) AS days
          FROM changed c
          JOIN (SELECT room_plan_id, min(stay_date) AS first, max(stay_date) AS last FROM changed GROUP BY room_plan_id) AS g USING (room_plan_id)
          GROUP BY c.room_plan_id, g.first, g.last
        ) AS told;
      END IF;
      IF payload IS NULL OR length(payload) > 7900 THEN
        SELECT string_agg(room_plan_id || ':' || first || ':' || last, ',') INTO payload
        FROM (SELECT room_plan_id, min(stay_date) AS first, max(stay_date) AS last FROM changed GROUP BY room_plan_id) AS ranges;
      END IF;
      IF payload IS NOT NULL THEN
        PERFORM pg_notify('yado_plan_sales', CASE WHEN length(payload) > 7900 THEN '*' ELSE payload END);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
}

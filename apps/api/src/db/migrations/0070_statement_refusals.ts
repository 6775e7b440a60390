import { sql, type Kysely } from 'kysely';

/**
 * A statement that must not stand unless its own rows say so: `refuse_statement(reason)` raises
 * an error (SQLSTATE YD001, the reason its message), so a statement that calls it writes nothing.
 * A booking sent as one statement, without a transaction around it, refuses itself this way when
 * a night it needs is gone or its Idempotency-Key was written first (ADR 0083). Volatile, so it
 * runs only where the statement reaches it, never while the statement is planned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION refuse_statement(reason text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
    BEGIN
      RAISE EXCEPTION USING ERRCODE = 'YD001', MESSAGE = reason;
    END $$`.execute(db);
}

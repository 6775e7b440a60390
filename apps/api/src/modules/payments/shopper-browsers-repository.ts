import { THREE_D_SECURE_WINDOW_MINUTES } from '@yado/domain/payments';
import type { Db } from '../../db/connect';

const KEEP_MS = THREE_D_SECURE_WINDOW_MINUTES * 60_000;

/**
 * The browser a card was entered in, by the shopper reference its card fields session made (one
 * per session), for the payment that follows (ADR 0071). Kept in the database, so that another API
 * process than the one that saw the card entered takes the payment with it, and only for the 3-D
 * Secure window: it describes a browser, not a card, and a payment that finds none goes on without
 * it (Adyen then may redirect the shopper instead of a native check).
 */
export function shopperBrowsersRepository<Browser extends object>(db: Db, gateway: string) {
  return {
    async remember(shopperReference: string, browser: Browser, now = new Date()) {
      const row = {
        gateway,
        shopper_reference: shopperReference,
        browser_info: JSON.stringify(browser),
        expires_at: new Date(now.getTime() + KEEP_MS),
      };
      await db
        .insertInto('shopper_browsers')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['gateway', 'shopper_reference']).doUpdateSet({ browser_info: row.browser_info, expires_at: row.expires_at }),
        )
        .execute();
      // Those whose window has closed go as new ones come; a recurring job takes the last ones (shopper-browsers-purge.ts).
      await deleteExpiredShopperBrowsers(db, now);
    },

    async find(shopperReference: string, now = new Date()): Promise<Browser | null> {
      const row = await db
        .selectFrom('shopper_browsers')
        .select('browser_info')
        .where('gateway', '=', gateway)
        .where('shopper_reference', '=', shopperReference)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row ? (row.browser_info as Browser) : null;
    },
  };
}

/** Forgets every browser whose 3-D Secure window has closed, of any gateway. */
export async function deleteExpiredShopperBrowsers(db: Db, now: Date): Promise<number> {
  const deleted = await db.deleteFrom('shopper_browsers').where('expires_at', '<=', now).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

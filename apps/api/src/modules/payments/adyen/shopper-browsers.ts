import { THREE_D_SECURE_WINDOW_MINUTES } from '@yado/domain/payments';
import type { AdyenBrowserInfo } from './schemas';

/** Shoppers remembered at once: the card fields' rate limit keeps real use far below it. */
const MAX_SHOPPERS = 10_000;

/**
 * The browser a card was entered in, by the shopper reference its card fields session made (one
 * per session), for the payment that follows (ADR 0071). Kept in this process only and for the
 * 3-D Secure window: it describes a browser, not a card, and a payment that finds none goes on
 * without it (Adyen then may redirect the shopper instead of a native check).
 */
export function shopperBrowsers(keepMs = THREE_D_SECURE_WINDOW_MINUTES * 60_000) {
  const browsers = new Map<string, { info: AdyenBrowserInfo; until: number }>();
  return {
    remember(shopperReference: string, info: AdyenBrowserInfo, now = Date.now()) {
      browsers.delete(shopperReference);
      browsers.set(shopperReference, { info, until: now + keepMs });
      // A Map iterates in insertion order: the first entries are the oldest.
      for (const [reference, kept] of browsers) {
        if (browsers.size <= MAX_SHOPPERS && kept.until > now) break;
        browsers.delete(reference);
      }
    },
    find(shopperReference: string, now = Date.now()): AdyenBrowserInfo | null {
      const kept = browsers.get(shopperReference);
      return kept && kept.until > now ? kept.info : null;
    },
  };
}

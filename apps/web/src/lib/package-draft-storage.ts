import { newIdempotencyKey } from './booking-draft';
import { sessionStore } from './storage';

/** Where the stay plus flight the guest chose is kept for the tab; its shape is the packages feature's (package-draft.ts). */
export const PACKAGE_DRAFT_KEY = 'yado_package_draft';

export const hasPackageDraft = () => sessionStore.get(PACKAGE_DRAFT_KEY) !== null;

/** The package was booked: nothing of it is kept. */
export function forgetPackageDraft() {
  sessionStore.remove(PACKAGE_DRAFT_KEY);
}

/**
 * After a card failed its 3-D Secure challenge: the package and everything typed are kept, so the
 * guest tries another card without typing the travellers again, under a new key (a new booking).
 */
export function renewPackageDraftKey() {
  const raw = sessionStore.get(PACKAGE_DRAFT_KEY);
  if (!raw) return;
  try {
    sessionStore.set(PACKAGE_DRAFT_KEY, JSON.stringify({ ...(JSON.parse(raw) as object), idempotencyKey: newIdempotencyKey() }));
  } catch {
    // A draft we cannot read is no draft: the guest chooses the package again.
  }
}

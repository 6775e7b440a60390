import { useEffect, useState } from 'react';
import { previewActive, previewEndsAt } from '@yado/domain/preview';
import { sessionStore } from './storage';

/**
 * Preview mode (§1): the widget as guests will see it, for the hotel to check, taking no bookings
 * and reporting nothing to analytics. An address with tripla_preview=true opens it for this tab for
 * five minutes; the brand named by PREVIEW_BRAND is always in it.
 */
const KEY = 'yado_preview_ends_at';
let brandPreview = false;

export function startPreviewFromAddress(params: URLSearchParams, now = Date.now()) {
  const endsAt = previewEndsAt(params, now);
  if (endsAt !== null) sessionStore.set(KEY, String(endsAt));
}

/** Called once start-up says whether the brand is always in preview. */
export function setBrandPreview(on: boolean) {
  brandPreview = on;
}

function previewState() {
  const stored = Number(sessionStore.get(KEY));
  return { brandPreview, endsAt: Number.isFinite(stored) && stored > 0 ? stored : null };
}

export function inPreview(now = Date.now()): boolean {
  return previewActive(previewState(), now);
}

/** Whether the widget is in preview now, and until when (null for the brand's lasting one); re-renders when it ends. */
export function usePreview(): { active: boolean; endsAt: number | null } {
  // The clock is read on mount and again when the preview ends, so a render stays what it showed.
  const [now, setNow] = useState(() => Date.now());
  const state = previewState();
  const active = previewActive(state, now);
  const endsAt = active && !state.brandPreview ? state.endsAt : null;
  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, endsAt - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [endsAt]);
  return { active, endsAt };
}

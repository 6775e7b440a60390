/** §1, §9: a preview opened with tripla_preview=true lasts five minutes. */
export const PREVIEW_MINUTES = 5;

/** When the preview an address opens ends (tripla_preview=true), or null when it opens none. */
export function previewEndsAt(params: URLSearchParams, now: number): number | null {
  return params.get('tripla_preview') === 'true' ? now + PREVIEW_MINUTES * 60_000 : null;
}

/** In preview: the brand always is, or a preview opened from an address has not ended. */
export function previewActive(state: { brandPreview: boolean; endsAt: number | null }, now: number): boolean {
  return state.brandPreview || (state.endsAt !== null && state.endsAt > now);
}

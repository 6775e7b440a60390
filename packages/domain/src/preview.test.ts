import { describe, expect, it } from 'vitest';
import { previewActive, previewEndsAt } from './preview';

describe('preview mode (§1, §9)', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');

  it('opens for five minutes with tripla_preview=true, and not with anything else', () => {
    expect(previewEndsAt(new URLSearchParams('code=sakura-ginza&tripla_preview=true'), now)).toBe(now + 5 * 60_000);
    expect(previewEndsAt(new URLSearchParams('tripla_preview=false'), now)).toBeNull();
    expect(previewEndsAt(new URLSearchParams('tripla_preview=1'), now)).toBeNull();
    expect(previewEndsAt(new URLSearchParams(''), now)).toBeNull();
  });

  it('ends when its five minutes are up, except for the brand always in preview', () => {
    const endsAt = now + 5 * 60_000;
    expect(previewActive({ brandPreview: false, endsAt }, endsAt - 1)).toBe(true);
    expect(previewActive({ brandPreview: false, endsAt }, endsAt)).toBe(false);
    expect(previewActive({ brandPreview: false, endsAt: null }, now)).toBe(false);
    expect(previewActive({ brandPreview: true, endsAt: null }, now + 86_400_000)).toBe(true);
  });
});

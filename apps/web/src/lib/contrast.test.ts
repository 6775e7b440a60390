import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextColour } from './contrast';

describe('brand colour contrast', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 0);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });
  it('picks white on dark brand colours and dark text on light ones', () => {
    expect(readableTextColour('#a3173f')).toBe('#ffffff');
    expect(readableTextColour('#ffe14d')).toBe('#1a1a1a');
    expect(readableTextColour('#f4f1ea')).toBe('#1a1a1a');
  });
});

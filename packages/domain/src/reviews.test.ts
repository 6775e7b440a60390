import { describe, expect, it } from 'vitest';
import { invitationDue, reviewerInitial, reviewRequestSchema, reviewState } from './reviews';

const scores = { overall: 5, cleanliness: 4, service: 4, location: 5, value: 3, rooms: 4 };

describe('reviews', () => {
  it('opens on the check-out day and closes for cancelled or rated stays', () => {
    const stay = { status: 'done', checkout_date: '2026-03-10', reviewed: false };
    expect(reviewState(stay, '2026-03-09')).toBe('not_yet');
    expect(reviewState(stay, '2026-03-10')).toBe('open');
    expect(reviewState({ ...stay, status: 'cancelled' }, '2026-04-01')).toBe('closed');
    expect(reviewState({ ...stay, reviewed: true }, '2026-04-01')).toBe('rated');
  });

  it('takes 1 to 5 for the whole and every category, and a comment up to its limit', () => {
    expect(reviewRequestSchema.parse({ ...scores, locale: 'ja' }).comment).toBe('');
    const problems = reviewRequestSchema.safeParse({ ...scores, service: 0, rooms: 2.5, comment: 'x'.repeat(2001), locale: 'xx' });
    expect(problems.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['service', 'validation.rating'],
      ['rooms', 'validation.rating'],
      ['comment', 'validation.too_long'],
      ['locale', 'Invalid option: expected one of "ja"|"en"|"ko"|"zh_Hans"|"zh_Hant"|"id"|"th"|"ar"'],
    ]);
    expect(reviewRequestSchema.safeParse({ ...scores, overall: undefined, locale: 'en' }).error?.issues[0]?.message).toBe(
      'validation.rating',
    );
  });

  it('shows a reviewer by the first letter of their first name only', () => {
    expect(reviewerInitial('mei')).toBe('M.');
    expect(reviewerInitial('  ')).toBeNull();
    expect(reviewerInitial(null)).toBeNull();
    expect(reviewerInitial('愛子')).toBe('愛.');
  });
});

describe('review invitations', () => {
  it('are due from noon of the check-out day, hotel time', () => {
    expect(invitationDue('2026-03-10', { date: '2026-03-10', hour: 11 })).toBe(false);
    expect(invitationDue('2026-03-10', { date: '2026-03-10', hour: 12 })).toBe(true);
    expect(invitationDue('2026-03-10', { date: '2026-03-11', hour: 0 })).toBe(true);
    expect(invitationDue('2026-03-10', { date: '2026-03-09', hour: 23 })).toBe(false);
  });
});

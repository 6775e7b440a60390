import { describe, expect, it } from 'vitest';
import type { ConsoleMember } from '@yado/domain/wire/console-economy';
import { ApiError } from '../lib/api-client';
import { memberProblem, withMemberProblem } from './MemberFinder';

const hanako: ConsoleMember = { id: 7, email: 'hanako@example.com', name: 'Hanako Sato', points_enabled: true, balance: 0 };

describe("an offer form's problem about its member", () => {
  it('asks to find the member first, in place of the schema’s user_id, until one is found', () => {
    const problems = { user_id: 'validation.invalid', name: 'validation.required' };
    expect(withMemberProblem(problems, null)).toEqual({ name: 'validation.required', member: 'console.economy.finder.required' });
    expect(withMemberProblem(problems, hanako)).toEqual({ name: 'validation.required' });
  });

  it('says MEMBER_NOT_FOUND by the member when the API no longer knows the one found', () => {
    const gone = new ApiError(404, 'MEMBER_NOT_FOUND', 'This code names no member of the hotel’s brand');
    expect(memberProblem({ errors: {}, error: gone }, hanako)).toBe('console.errors.MEMBER_NOT_FOUND');
    expect(memberProblem({ errors: { member: 'console.economy.finder.required' }, error: null }, null)).toBe(
      'console.economy.finder.required',
    );
    expect(memberProblem({ errors: { member: 'console.economy.finder.required' }, error: null }, hanako)).toBeUndefined();
    expect(memberProblem({ errors: {}, error: new ApiError(422, 1000, 'Invalid parameters') }, hanako)).toBeUndefined();
  });
});

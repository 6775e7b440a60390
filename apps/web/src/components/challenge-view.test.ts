import { describe, expect, it, vi } from 'vitest';
import { CHALLENGE_WINDOW_NAME, challengeViewOf, openChallengeWindow } from './challenge-view';

describe('how the payment step shows a 3-D Secure challenge', () => {
  it('frames a page its gateway lets be framed, and one whose gateway says nothing', () => {
    expect(challengeViewOf({ challenge_url: '/sandbox-gateway/challenge/1', challenge_display: 'frame' })).toEqual({
      shownIn: 'frame',
      url: '/sandbox-gateway/challenge/1',
    });
    expect(challengeViewOf({ challenge_url: '/adyen-gateway/challenge/2' })?.shownIn).toBe('frame');
  });

  it("opens a window for a page that refuses frames (PayPal's payer action)", () => {
    const url = 'https://www.sandbox.paypal.com/webapps/helios?action=verify&flow=3ds';
    expect(challengeViewOf({ challenge_url: url, challenge_display: 'window' })).toEqual({ shownIn: 'window', url });
  });

  it('shows nothing while no challenge is open', () => {
    expect(challengeViewOf({ challenge_url: null, challenge_display: null })).toBeNull();
    expect(challengeViewOf(null)).toBeNull();
  });

  it('opens one named popup, and says when the browser blocked it', () => {
    const focus = vi.fn();
    const open = vi.fn(() => ({ focus }) as unknown as Window);
    expect(openChallengeWindow('https://bank.example/3ds', open)).toBe(true);
    expect(open).toHaveBeenCalledWith('https://bank.example/3ds', CHALLENGE_WINDOW_NAME, expect.stringContaining('popup'));
    expect(focus).toHaveBeenCalled();
    expect(openChallengeWindow('https://bank.example/3ds', () => null)).toBe(false);
  });
});

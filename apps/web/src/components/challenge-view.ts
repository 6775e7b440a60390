/** How the payment step shows an open 3-D Secure challenge: in its frame, or in a window of its own. */
export type ChallengeView = { shownIn: 'frame' | 'window'; url: string } | null;

/**
 * The gateway says whether its challenge page may be framed (PayPal's payer action may refuse
 * frames); an answer without that word is framed, as every challenge was before.
 */
export function challengeViewOf(
  payment: { challenge_url: string | null; challenge_display?: string | null } | null | undefined,
): ChallengeView {
  if (!payment?.challenge_url) return null;
  return { shownIn: payment.challenge_display === 'window' ? 'window' : 'frame', url: payment.challenge_url };
}

/** One window for the challenge: opening it again brings the same one back rather than a second. */
export const CHALLENGE_WINDOW_NAME = 'yado-3d-secure';

type OpenWindow = (url: string, target: string, features: string) => Window | null;

/** Opens the challenge in a popup; false when the browser blocked it (the page then offers a button). */
export function openChallengeWindow(url: string, open: OpenWindow): boolean {
  const opened = open(url, CHALLENGE_WINDOW_NAME, 'popup,width=520,height=720');
  opened?.focus();
  return opened !== null;
}

/**
 * §3 identity meta.reset_code: why a token the widget sent gave no session. 3401 and 3402 sign the
 * member out locally with the "already signed out" notice; 3403 falls back to an ordinary identity call.
 * Kept apart from the member forms so the widget's first load carries no form schemas.
 */
export const RESET_CODES = { tokenNotFound: 3401, brandMismatch: 3402, alreadySpent: 3403 } as const;
export type ResetCode = (typeof RESET_CODES)[keyof typeof RESET_CODES];

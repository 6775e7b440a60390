import type { FastifyInstance } from 'fastify';

/** A member's sign-up form at Sakura Ginza's brand, with a password the rules take; `overrides` change or add fields. */
export const memberSignUpForm = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  email_confirmation: email,
  password: 'Sakura2026',
  password_confirmation: 'Sakura2026',
  first_name: 'Aiko',
  last_name: 'Tanaka',
  ...overrides,
});

/** A guest signing up as a member of Sakura Ginza's brand with that form, sent with `headers`. */
export function memberSignUp(
  app: FastifyInstance,
  email: string,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/membership/sign_up',
    payload: memberSignUpForm(email, overrides),
    headers,
  });
}

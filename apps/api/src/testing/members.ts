import type { FastifyInstance } from 'fastify';

/** A guest signing up as a member of Sakura Ginza's brand, with a password the rules take; in `locale` when given. */
export function memberSignUp(app: FastifyInstance, email: string, locale?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/membership/sign_up',
    payload: {
      email,
      email_confirmation: email,
      password: 'Sakura2026',
      password_confirmation: 'Sakura2026',
      first_name: 'Aiko',
      last_name: 'Tanaka',
      ...(locale ? { locale } : {}),
    },
  });
}

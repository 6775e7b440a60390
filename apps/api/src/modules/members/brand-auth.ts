import { jwtVerify } from 'jose';
import { BRAND_AUTH_MAX_AGE } from '@yado/domain/members';

/** Who a brand's own site says signed in. */
export interface BrandClaims {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

export const BRAND_AUTH_AUDIENCE = 'yado';

/**
 * §4 step 6, the brand custom-auth token: a JWT the brand's site signs (HS256) with the secret it
 * shares with us, naming its member (sub, email, given_name, family_name), issued by the brand's
 * code for this audience, at most ten minutes old. Anything else is null.
 */
export async function verifyBrandToken(token: string, brandCode: string, secret: string): Promise<BrandClaims | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: brandCode,
      audience: BRAND_AUTH_AUDIENCE,
      maxTokenAge: BRAND_AUTH_MAX_AGE,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    const email = text(payload.email);
    if (!payload.sub || !email) return null;
    return { subject: payload.sub, email, firstName: text(payload.given_name), lastName: text(payload.family_name) };
  } catch {
    return null;
  }
}

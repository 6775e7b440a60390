import { describe, expect, it } from 'vitest';
import { brandFeaturesChangeSchema } from './brand-features-editing';

const features = (custom_account_removal_description: Record<string, string>) =>
  brandFeaturesChangeSchema.safeParse({
    nearby_hotels_suggestion: true,
    room_recommender: false,
    encrypted_qr_code_enabled: true,
    custom_account_removal: true,
    custom_account_removal_description,
  });

describe("a brand's guest features", () => {
  it('keep the removal texts trimmed, blank ones dropped', () => {
    expect(features({ en: '  Write to us.  ', ja: ' ', ar: 'اكتب إلينا.' }).data?.custom_account_removal_description).toEqual({
      en: 'Write to us.',
      ar: 'اكتب إلينا.',
    });
  });

  it('refuse a text over 2,000 characters, by its language, and a language the widget has not', () => {
    expect(features({ ko: 'x'.repeat(2001) }).error?.issues[0]).toMatchObject({
      path: ['custom_account_removal_description', 'ko'],
      message: 'validation.too_long',
    });
    expect(features({ ko: 'x'.repeat(2000) }).success).toBe(true);
    expect(features({ fr: 'Écrivez-nous.' }).success).toBe(false);
  });

  it('need every switch', () => {
    expect(brandFeaturesChangeSchema.safeParse({ room_recommender: true, custom_account_removal_description: {} }).success).toBe(false);
  });
});

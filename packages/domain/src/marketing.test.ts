import { describe, expect, it } from 'vitest';
import { marketingSchema } from './booking';
import { marketingFromParams, mergeMarketing } from './marketing';

describe('marketing parameters', () => {
  it('keeps the §2 marketing and Google hotel ads parameters and nothing else', () => {
    const params = new URLSearchParams('utm_source=news&gclid=abc&keyword=%20ginza%20&adults=2&code=x&metasearch_source=google&yclid=');
    expect(marketingFromParams(params)).toEqual({ utm_source: 'news', gclid: 'abc', keyword: 'ginza', metasearch_source: 'google' });
  });

  it('lets this URL win over what was kept before', () => {
    expect(mergeMarketing({ utm_source: 'ad' }, { utm_source: 'news', utm_medium: 'email' })).toEqual({
      utm_source: 'ad',
      utm_medium: 'email',
    });
  });

  it('drops unknown keys and refuses overlong values at the API', () => {
    expect(marketingSchema.parse({ utm_source: 'x', other: 'y' })).toEqual({ utm_source: 'x' });
    expect(marketingSchema.safeParse({ gclid: 'x'.repeat(256) }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { brandAccessChangeSchema, siteOrigin } from './brand-access-editing';

describe("a brand's sites", () => {
  it('are taken as their origins: scheme, host and port, a trailing slash and case aside', () => {
    expect(siteOrigin(' https://www.Hotel.example/ ')).toBe('https://www.hotel.example');
    expect(siteOrigin('https://www.hotel.example:8443')).toBe('https://www.hotel.example:8443');
    expect(siteOrigin('https://www.hotel.example:443')).toBe('https://www.hotel.example');
    expect(siteOrigin('http://localhost:8080')).toBe('http://localhost:8080');
    expect(siteOrigin('http://127.0.0.1:5173/')).toBe('http://127.0.0.1:5173');
    expect(siteOrigin('HTTPS://WWW.HOTEL.EXAMPLE')).toBe('https://www.hotel.example');
    expect(siteOrigin('https://[::1]:8443')).toBe('https://[::1]:8443');
    // A name in another script, as the browser sends it.
    expect(siteOrigin('https://ホテル.example')).toBe('https://xn--ddkyb8b.example');
  });

  it('are refused when the host could say more than a site in a Content-Security-Policy, or ends in a dot', () => {
    for (const typed of [
      'https://*',
      'https://*.hotel.example',
      'https://%2A.hotel.example',
      'https://hotel.example;sandbox',
      'https://hotel.example;script-src-elem',
      'https://a,b.example',
      "https://a'b.example",
      'https://hotel.example.',
      'null',
      'data:text/html,hi',
      'file:///etc/passwd',
    ]) {
      expect(siteOrigin(typed), typed).toBeNull();
    }
  });

  it('are https off this machine: plain http only for localhost', () => {
    expect(siteOrigin('http://www.hotel.example')).toBeNull();
    expect(siteOrigin('http://10.0.0.8')).toBeNull();
  });

  it('are refused when they name a page, carry credentials or are not web addresses', () => {
    for (const typed of [
      'https://www.hotel.example/book',
      'https://www.hotel.example/?',
      'https://www.hotel.example/#top',
      'https://user:secret@www.hotel.example',
      'ftp://www.hotel.example',
      'javascript:alert(1)',
      'www.hotel.example',
      '*',
      '',
    ]) {
      expect(siteOrigin(typed), typed).toBeNull();
    }
  });

  it('are checked as a list: each one, at most 20, none twice (once written as its origin)', () => {
    const change = (allowed_origins: string[]) =>
      brandAccessChangeSchema.safeParse({
        allowed_origins,
        login_enabled: true,
        sign_up_enabled: true,
        corporate_login_enabled: false,
        custom_auth: false,
        payment_gateway: 'sandbox',
      });
    const sites = ['https://www.hotel.example/', 'https://book.hotel.example'];
    expect(change(sites).data?.allowed_origins).toEqual(['https://www.hotel.example', 'https://book.hotel.example']);
    expect(change(['https://www.hotel.example', 'https://www.hotel.example/']).error?.issues[0]?.message).toBe('validation.duplicate');
    const wrong = change(['https://www.hotel.example', 'https://www.hotel.example/book']).error?.issues[0];
    expect(wrong).toMatchObject({ path: ['allowed_origins', 1], message: 'validation.site_origin' });
    const many = Array.from({ length: 21 }, (_, i) => `https://site${i}.hotel.example`);
    expect(change(many).error?.issues[0]?.message).toBe('validation.too_many_sites');
    expect(change([]).success).toBe(true);
  });
});

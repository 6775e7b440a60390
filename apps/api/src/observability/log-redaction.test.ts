import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { REDACTED, redactCardNumbers, redactHeaders, redactUrl } from './log-redaction';

describe('an address as it is logged', () => {
  it('keeps what holds no secret as it was sent', () => {
    for (const url of [
      '/api/v1/health',
      '/booking/result?code=',
      '/booking/result?code=sakura-ginza&locale=en',
      '/api/v1/brands/sakura/facilities?code=sakura-ginza&state=open',
      '/api/v1/hotels/sakura-ginza/rooms?checkin=2026-05-01&checkout=2026-05-03&adults=2',
      '/search?number=1234567890&locale=ja',
      '/api/v1/reservations/1234567890',
    ])
      expect(redactUrl(url)).toBe(url);
  });

  it('hides the values of sensitive keys, however they are spelt', () => {
    expect(
      redactUrl(
        '/reservation/confirmation/1234567890?email=guest%40example.com&bypass_token=abc&locale=ja&access_token=t&Client-Secret=s&new_password=p',
      ),
    ).toBe(
      `/reservation/confirmation/1234567890?email=${REDACTED}&bypass_token=${REDACTED}&locale=ja&access_token=${REDACTED}&Client-Secret=${REDACTED}&new_password=${REDACTED}`,
    );
    expect(redactUrl('/sso/callback?code=oauth-code&state=xyz&otid=1')).toBe(
      `/sso/callback?code=${REDACTED}&state=${REDACTED}&otid=${REDACTED}`,
    );
    expect(redactUrl('/member-confirmation?confirmation_token=c1&card_number=1&cvc=123&exp_month=12')).toBe(
      `/member-confirmation?confirmation_token=${REDACTED}&card_number=${REDACTED}&cvc=${REDACTED}&exp_month=${REDACTED}`,
    );
  });

  it('hides anything like a card number in the query or the path, spaced, dashed or encoded', () => {
    for (const [url, expected] of <Array<[string, string]>>[
      ['/search?q=4111111111111111', `/search?q=${REDACTED}`],
      ['/search?q=4111+1111+1111+1111&adults=2', `/search?q=${REDACTED}&adults=2`],
      ['/search?q=Visa%204111-1111-1111-1111%20exp', `/search?q=${REDACTED}`],
      ['/search?note=my%20card%20is%204242424242424242', `/search?note=${REDACTED}`],
      ['/api/v1/reservations/5555555555554444/receipt', `/api/v1/reservations/${REDACTED}/receipt`],
      ['/x?4111111111111111', `/x?${REDACTED}`],
    ])
      expect(redactUrl(url)).toBe(expected);
  });

  it('leaves shorter and longer digit runs, and digits inside ids, alone', () => {
    for (const url of [
      '/x?n=123456789012',
      '/x?n=12345678901234567890',
      '/x?id=123e4567-e89b-12d3-a456-426614174000',
      '/x?ref=A4111111111111111',
    ])
      expect(redactUrl(url)).toBe(url);
    expect(redactCardNumbers('card 4111 1111 1111 1111 and 378282246310005')).toBe(`card ${REDACTED} and ${REDACTED}`);
  });
});

describe('headers as they are logged', () => {
  it("hide the caller's credentials and keep the rest", () => {
    expect(
      redactHeaders({
        Authorization: 'Bearer t',
        cookie: 'a=b',
        'client-session': 's',
        'x-reservation-email': 'guest%40example.com',
        'x-bypass-token': 'b',
        'tripla-locale': 'ja',
      }),
    ).toEqual({
      Authorization: REDACTED,
      cookie: REDACTED,
      'client-session': REDACTED,
      'x-reservation-email': REDACTED,
      'x-bypass-token': REDACTED,
      'tripla-locale': 'ja',
    });
  });
});

describe("the server's request log", () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(async () => t?.close());

  it('holds neither the card number nor the email a query carried', async () => {
    const card = '4111 1111 1111 1111';
    const email = 'guest.logged@example.com';
    const query = new URLSearchParams({ code: 'sakura-ginza', q: card, email, bypass_token: 'secret-bypass' });
    await t.app.inject({ url: `/api/v1/hotels/sakura-ginza?${query}` });
    await t.app.inject({
      url: '/api/v1/reservations/1234567890',
      headers: { 'x-reservation-email': encodeURIComponent(email), 'x-bypass-token': 'secret-bypass', authorization: 'Bearer member' },
    });
    const logged = lines.join('');
    expect(logged).toContain('/api/v1/hotels/sakura-ginza?');
    expect(logged).toContain(`q=${REDACTED}`);
    // The card in any spelling a log could hold (its first digits alone may be in a timestamp).
    const cardSpellings = [card, card.replaceAll(' ', ''), encodeURIComponent(card), card.replaceAll(' ', '+')];
    for (const secret of [...cardSpellings, 'guest.logged', 'example.com', 'secret-bypass', 'Bearer member'])
      expect(logged).not.toContain(secret);
  });

  it('hides credential headers whenever a log line holds headers', () => {
    t.app.log.info({ headers: { authorization: 'Bearer header-secret', 'x-bypass-token': 'b-header', accept: 'text/html' } }, 'headers');
    const line = lines.find((l) => l.includes('"msg":"headers"')) ?? '';
    expect(line).toContain('text/html');
    expect(line).not.toMatch(/header-secret|b-header/);
  });
});

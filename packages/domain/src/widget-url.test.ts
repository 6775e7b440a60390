import { describe, expect, it } from 'vitest';
import { normaliseWidgetAddress, safeReturnPath } from './widget-url';

const at = (pathname: string, search = '', hash = '') => normaliseWidgetAddress({ pathname, search, hash });

describe('the address the widget was opened with (§2)', () => {
  it('leaves an ordinary address alone', () => {
    expect(at('/booking/result', '?code=sakura-ginza&adults=2')).toMatchObject({ changed: false, tokens: {} });
  });

  it('turns an old hash URL into the path it names, keeping the query', () => {
    expect(at('/', '?locale=ja', '#/booking/result?code=sakura-ginza&adults=3').address).toEqual({
      pathname: '/booking/result',
      search: '?locale=ja&code=sakura-ginza&adults=3',
      hash: '',
    });
  });

  it('collapses double slashes before the query', () => {
    expect(at('/booking/result//', '?code=x').address).toMatchObject({ pathname: '/booking/result/', search: '?code=x' });
    expect(at('//booking//result', '').address.pathname).toBe('/booking/result');
  });

  it('drops parameters holding an email address', () => {
    const cleaned = at('/booking/result', '?code=x&email=guest%40example.com&utm_content=a.b%40mail.example.org');
    expect(cleaned).toMatchObject({ changed: true, address: { search: '?code=x' }, reservation: null });
  });

  it("takes a reservation page's email and bypass token out of its address and hands them back", () => {
    for (const page of ['confirmation', 'payment-pending', 'receipt']) {
      const result = at(`/reservation/${page}/1234567890`, '?code=x&email=guest%40example.com&bypass_token=b-1&locale=ja');
      expect(result).toMatchObject({
        changed: true,
        address: { pathname: `/reservation/${page}/1234567890`, search: '?code=x&locale=ja' },
        reservation: { number: '1234567890', credentials: { email: 'guest@example.com', bypass_token: 'b-1' } },
      });
    }
    expect(at('/reservation/confirmation/1234567890/', '?bypass_token=b-2').reservation).toEqual({
      number: '1234567890',
      credentials: { bypass_token: 'b-2' },
    });
    // An odd number finds no booking: its credentials still leave the address.
    expect(at('/reservation/receipt/..%2Fx', '?code=x&bypass_token=b-3')).toMatchObject({
      address: { search: '?code=x' },
      reservation: null,
    });
    expect(at('/reservation/confirmation/1234567890', '?code=x').reservation).toBeNull();
  });

  it("takes a member page's mailed token out of its address and hands it back", () => {
    expect(at('/member-confirmation', '?code=x&confirmation_token=c-1&locale=en')).toMatchObject({
      address: { search: '?code=x&locale=en' },
      pageToken: { name: 'confirmation_token', value: 'c-1' },
    });
    expect(at('/change-password/', '?code=x&reset_password_token=r-1')).toMatchObject({
      address: { search: '?code=x' },
      pageToken: { name: 'reset_password_token', value: 'r-1' },
    });
    expect(at('/booking/result', '?code=x&confirmation_token=c-1')).toMatchObject({ changed: false, pageToken: null });
  });

  it('rewrites a pay-link parameter to the payment link page, keeping the hotel code', () => {
    const { address, changed } = normaliseWidgetAddress({
      pathname: '/booking/result',
      search: '?code=sakura-ginza&pay_link=PAYDEMO0001',
      hash: '',
    });
    expect([address.pathname, address.search, changed]).toEqual(['/payments/PAYDEMO0001', '?code=sakura-ginza', true]);
    const odd = normaliseWidgetAddress({ pathname: '/', search: '?code=x&payLink=../../admin', hash: '' });
    expect([odd.address.pathname, odd.address.search]).toEqual(['/', '?code=x']);
  });

  it('takes start-up tokens out of the address and hands them back', () => {
    const result = at('/booking/result', '?code=x&one_time_access_token=abc&refresh_token=r1');
    expect(result.tokens).toEqual({ one_time_access_token: 'abc', refresh_token: 'r1' });
    expect(result.address.search).toBe('?code=x');
  });
});

describe('where a sign-in sends the member back to', () => {
  it('keeps a path inside the widget and refuses anything that leaves it', () => {
    expect(safeReturnPath('/booking/result?code=sakura-ginza')).toBe('/booking/result?code=sakura-ginza');
    for (const away of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null, undefined])
      expect(safeReturnPath(away)).toBeNull();
  });
});

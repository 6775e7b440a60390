import { describe, expect, it } from 'vitest';
import { understandRequest } from './parse';
import { hotelRequestSchema } from './request';

describe('understandRequest', () => {
  it('reads a Japanese request: next weekend in Kyoto, two adults and a child of five, breakfast, 30,000 yen a night', () => {
    const { request, evidence, confidence } = understandRequest('京都で来週末、大人2人と5歳の子供、朝食付きで1泊3万円以内', {
      locale: 'ja',
      today: '2026-03-10',
    });
    expect(request).toMatchObject({
      place_id: 'kyoto',
      checkin: '2026-03-21',
      checkout: '2026-03-22',
      adults: 2,
      children: [5],
      budget: { amount: 30_000, currency: 'JPY', per: 'night' },
      wishes: ['breakfast'],
    });
    expect(evidence.place_id).toEqual(['京都']);
    expect(evidence.budget).toEqual(['3万円']);
    expect(confidence).toBe(1);
  });

  it('reads an English request, prefers the station over its area, and takes "$150 a night" as a price', () => {
    const { request } = understandRequest('quiet hotel near Myeongdong station for 2 adults 24–27 Dec under $150 a night', {
      locale: 'en',
      today: '2026-03-10',
    });
    expect(request).toMatchObject({
      place_id: 'myeongdong-station',
      checkin: '2026-12-24',
      checkout: '2026-12-27',
      nights: 3,
      adults: 2,
      budget: { amount: 150, currency: 'USD', per: 'night' },
      wishes: ['quiet'],
    });
  });

  it('counts relative dates from the today it is given, never from the clock', () => {
    const march = understandRequest('Tokyo tomorrow for 2 nights', { today: '2026-03-10' }).request;
    const june = understandRequest('Tokyo tomorrow for 2 nights', { today: '2026-06-30' }).request;
    expect([march.checkin, march.checkout]).toEqual(['2026-03-11', '2026-03-13']);
    expect([june.checkin, june.checkout]).toEqual(['2026-07-01', '2026-07-03']);
  });

  it('reads an instant as today where the traveller is', () => {
    const lateInTokyo = new Date('2026-03-10T20:00:00Z');
    expect(understandRequest('今夜 東京', { today: lateInTokyo, timeZone: 'Asia/Tokyo' }).request.checkin).toBe('2026-03-11');
    expect(understandRequest('tonight in Tokyo', { today: lateInTokyo, timeZone: 'America/New_York' }).request.checkin).toBe('2026-03-10');
  });

  it('reads Thai digits and Buddhist-era years, and Arabic-Indic digits', () => {
    const thai = understandRequest('โซล ๒๔-๒๗ ธ.ค. ๒๕๖๙ ผู้ใหญ่ ๒ คน', { locale: 'th', today: '2026-03-10' }).request;
    expect(thai).toMatchObject({ place_id: 'seoul', checkin: '2026-12-24', checkout: '2026-12-27', adults: 2 });
    const arabic = understandRequest('طوكيو من ٢٤ إلى ٢٧ ديسمبر لشخصين', { locale: 'ar', today: '2026-03-10' }).request;
    expect(arabic).toMatchObject({ place_id: 'tokyo', checkin: '2026-12-24', checkout: '2026-12-27', adults: 2 });
  });

  it('rolls a date without a year into next year once it has passed, and a stay over new year', () => {
    const { request } = understandRequest('Sapporo Dec 30 - Jan 2, 2 adults', { today: '2026-12-20' });
    expect([request.checkin, request.checkout]).toEqual(['2026-12-30', '2027-01-02']);
    expect(understandRequest('Osaka March 1', { today: '2026-03-10' }).request.checkin).toBe('2027-03-01');
  });

  it('finds a place through a typo, but not inside another word', () => {
    expect(understandRequest('Shinjku tonight', { today: '2026-03-10' }).request.place_id).toBe('tokyo-shinjuku');
    expect(understandRequest('a hotel for narayan and me', { today: '2026-03-10' }).request.place_id).toBeUndefined();
  });

  it('leaves out what the sentence does not say, and says so in its confidence', () => {
    const { request, confidence } = understandRequest('somewhere with a pool', { today: '2026-03-10' });
    expect(request).toEqual({ rooms: 1, children: [], wishes: ['pool'] });
    expect(confidence).toBeLessThan(0.5);
  });

  it('does not take a wish that is declined', () => {
    expect(understandRequest('Kyoto, no breakfast, 2 adults', { today: '2026-03-10' }).request.wishes).toEqual([]);
    expect(understandRequest('京都 朝食なし 2名', { today: '2026-03-10' }).request.wishes).toEqual([]);
  });
});

describe('hotelRequestSchema (what the form and the sentence both submit)', () => {
  it('takes a form’s request and fills its defaults', () => {
    expect(hotelRequestSchema.parse({ place_id: 'kyoto', checkin: '2026-04-01', checkout: '2026-04-03', adults: 2 })).toEqual({
      place_id: 'kyoto',
      checkin: '2026-04-01',
      checkout: '2026-04-03',
      adults: 2,
      rooms: 1,
      children: [],
      wishes: [],
    });
  });

  it('refuses an unknown place, a wish off the list, a check-out before check-in and nights that disagree with the dates', () => {
    expect(hotelRequestSchema.safeParse({ place_id: 'atlantis' }).success).toBe(false);
    expect(hotelRequestSchema.safeParse({ wishes: ['butler'] }).success).toBe(false);
    expect(hotelRequestSchema.safeParse({ checkin: '2026-04-03', checkout: '2026-04-01' }).success).toBe(false);
    expect(hotelRequestSchema.safeParse({ checkin: '2026-04-01', checkout: '2026-04-03', nights: 3 }).success).toBe(false);
    expect(hotelRequestSchema.safeParse({ budget: { amount: -5, currency: 'JPY', per: 'night' } }).success).toBe(false);
  });
});

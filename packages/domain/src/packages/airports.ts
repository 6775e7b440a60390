import type { Locale } from '../locales';
import { distanceKm } from '../places';

/**
 * The airports flight packages fly between: Japan's main ones, and Seoul's and Taipei's, where the
 * catalogue has hotels. `city` groups the airports of one city: no flight joins two of them.
 */
export interface Airport {
  code: string;
  city: string;
  country: 'JP' | 'KR' | 'TW';
  timeZone: string;
  latitude: number;
  longitude: number;
  names: Record<Locale, string>;
}

const names = (ja: string, en: string, ko: string, zhHans: string, zhHant: string, th: string, ar: string): Record<Locale, string> => ({
  ja,
  en,
  ko,
  zh_Hans: zhHans,
  zh_Hant: zhHant,
  id: en,
  th,
  ar,
});

export const AIRPORTS: readonly Airport[] = [
  {
    code: 'HND',
    city: 'tokyo',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    latitude: 35.5494,
    longitude: 139.7798,
    names: names('東京（羽田）', 'Tokyo Haneda', '도쿄 하네다', '东京羽田', '東京羽田', 'โตเกียว ฮาเนดะ', 'طوكيو هانيدا'),
  },
  {
    code: 'NRT',
    city: 'tokyo',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    latitude: 35.772,
    longitude: 140.3929,
    names: names('東京（成田）', 'Tokyo Narita', '도쿄 나리타', '东京成田', '東京成田', 'โตเกียว นาริตะ', 'طوكيو ناريتا'),
  },
  {
    code: 'ITM',
    city: 'osaka',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    latitude: 34.7855,
    longitude: 135.4382,
    names: names('大阪（伊丹）', 'Osaka Itami', '오사카 이타미', '大阪伊丹', '大阪伊丹', 'โอซากะ อิตามิ', 'أوساكا إيتامي'),
  },
  {
    code: 'KIX',
    city: 'osaka',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    latitude: 34.4347,
    longitude: 135.244,
    names: names('大阪（関西）', 'Osaka Kansai', '오사카 간사이', '大阪关西', '大阪關西', 'โอซากะ คันไซ', 'أوساكا كانساي'),
  },
  {
    code: 'CTS',
    city: 'sapporo',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    latitude: 42.7752,
    longitude: 141.6923,
    names: names(
      '札幌（新千歳）',
      'Sapporo New Chitose',
      '삿포로 신치토세',
      '札幌新千岁',
      '札幌新千歲',
      'ซัปโปโร ชินชิโตเสะ',
      'سابورو شين تشيتوسه',
    ),
  },
  {
    code: 'FUK',
    city: 'fukuoka',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    latitude: 33.5859,
    longitude: 130.4506,
    names: names('福岡', 'Fukuoka', '후쿠오카', '福冈', '福岡', 'ฟุกุโอกะ', 'فوكوكا'),
  },
  {
    code: 'OKA',
    city: 'naha',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    latitude: 26.1958,
    longitude: 127.6459,
    names: names('沖縄（那覇）', 'Okinawa Naha', '오키나와 나하', '冲绳那霸', '沖繩那霸', 'โอกินาวา นาฮะ', 'أوكيناوا ناها'),
  },
  {
    code: 'KMQ',
    city: 'kanazawa',
    country: 'JP',
    timeZone: 'Asia/Tokyo',
    latitude: 36.3946,
    longitude: 136.4065,
    names: names('小松', 'Komatsu', '고마쓰', '小松', '小松', 'โคมัตสึ', 'كوماتسو'),
  },
  {
    code: 'ICN',
    city: 'seoul',
    country: 'KR',
    timeZone: 'Asia/Seoul',
    latitude: 37.4602,
    longitude: 126.4407,
    names: names('ソウル（仁川）', 'Seoul Incheon', '서울 인천', '首尔仁川', '首爾仁川', 'โซล อินชอน', 'سول إنتشون'),
  },
  {
    code: 'GMP',
    city: 'seoul',
    country: 'KR',
    timeZone: 'Asia/Seoul',
    latitude: 37.5587,
    longitude: 126.7945,
    names: names('ソウル（金浦）', 'Seoul Gimpo', '서울 김포', '首尔金浦', '首爾金浦', 'โซล กิมโป', 'سول غيمبو'),
  },
  {
    code: 'TPE',
    city: 'taipei',
    country: 'TW',
    timeZone: 'Asia/Taipei',
    latitude: 25.0797,
    longitude: 121.2342,
    names: names('台北（桃園）', 'Taipei Taoyuan', '타이베이 타오위안', '台北桃园', '臺北桃園', 'ไทเป เถาหยวน', 'تايبيه تاويوان'),
  },
  {
    code: 'TSA',
    city: 'taipei',
    country: 'TW',
    timeZone: 'Asia/Taipei',
    latitude: 25.0694,
    longitude: 121.5525,
    names: names('台北（松山）', 'Taipei Songshan', '타이베이 쑹산', '台北松山', '臺北松山', 'ไทเป ซงซาน', 'تايبيه سونغشان'),
  },
];

export const AIRPORT_CODES = AIRPORTS.map((airport) => airport.code);

export function airportByCode(code: string): Airport | undefined {
  return AIRPORTS.find((airport) => airport.code === code);
}

/** The time zone a flight's fare rules count days in: its departure airport's, else the hotel's. */
export const departureTimeZone = (airportCode: string, hotelTimeZone: string) => airportByCode(airportCode)?.timeZone ?? hotelTimeZone;

/** A hotel further than this from every airport is not sold with flights. */
export const MAX_AIRPORT_DISTANCE_KM = 150;

/** The airport a hotel's guests fly into: the closest, if one is near enough. */
export function nearestAirport(place: { latitude: number; longitude: number }): Airport | null {
  let best: { airport: Airport; km: number } | null = null;
  for (const airport of AIRPORTS) {
    const km = distanceKm(place, airport);
    if (!best || km < best.km) best = { airport, km };
  }
  return best && best.km <= MAX_AIRPORT_DISTANCE_KM ? best.airport : null;
}

/** Flights join airports of different cities, at least one of them in Japan. */
export function routeFlown(from: Airport, to: Airport): boolean {
  return from.city !== to.city && (from.country === 'JP' || to.country === 'JP');
}

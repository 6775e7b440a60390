import { newHotelSchema } from './new-hotels';

/** A hotel the demo does not have, with a brand of its own, as console:add-hotel would be given it. */
export const TSUBAKI_KYOTO = newHotelSchema.parse({
  brand: 'tsubaki',
  brand_name: 'Tsubaki Hotels',
  hotel: 'tsubaki-kyoto',
  name: 'Tsubaki Kyoto',
  time_zone: 'Asia/Tokyo',
  currency: 'JPY',
  locale: 'ja',
  tax_rate_percent: '10',
  phone: '+81 75-000-0000',
  address: 'Gion, Higashiyama-ku, Kyoto',
  post_code: '605-0074',
  country: 'JP',
});

/** Its first owner, as console:add-owner would add them. */
export const TSUBAKI_KYOTO_OWNER = { email: 'gm@tsubaki-kyoto.example', name: 'Mori Aya', password: 'Tsubaki-Kyoto-2026' };

import { commonPlans, flexiblePolicy, nonRefundablePolicy, standardPolicy, tokyoPlans } from './plans';
import { FAMILY_KIDS_TIERS } from './search-settings';

/** The demo catalogue: two brands, three hotels in Tokyo, Seoul and Taipei. Prices are per night before tax. */
type T = Record<string, string>;

export interface SeedRoomType {
  code: string;
  name: T;
  description: T;
  beds: Array<{ type: string; count: number }>;
  sleeps: number;
  sizeSqm: number;
  bath: boolean;
  smoking?: boolean;
  wifi?: 'none' | 'free' | 'paid';
  maxAdults: number;
  stock: number;
  base: number;
  image: string;
}

export interface SeedPlan {
  code: string;
  name: T;
  description: T;
  meals: string;
  factor: number;
  mealPerAdult?: number;
  policy: string;
  minimumNights?: number;
  membersOnly?: boolean;
  /** What signed-in members save on a plan anyone can book, in percent. */
  signInDiscountPercent?: number;
  isDayUse?: boolean;
  saleLimit?: number;
  paymentMethods?: string[];
  depositPercentage?: number;
  roomTypes?: string[];
  /** Sold only in these locales (language-restricted plan). */
  languages?: string[];
  /** A secret plan, listed for this promo code with mode=secret. */
  secretCode?: string;
  /** Booking opens this many days after the seed's first day. */
  bookingOpensInDays?: number;
}

export interface SeedPolicy {
  code: string;
  name: string;
  parts: Array<{ days_before: number; hours_after?: number; percentage_of_cost: number }>;
  noShow: number;
}

export interface SeedHotel {
  code: string;
  name: T;
  timeZone: string;
  currency: string;
  locale: string;
  taxRatePercent: number;
  roundTo: number;
  phone: string;
  address: Record<string, string>;
  settings: Record<string, unknown>;
  policies: SeedPolicy[];
  roomTypes: SeedRoomType[];
  plans: SeedPlan[];
}

export interface SeedBrand {
  code: string;
  name: T;
  bookLanguages: string[];
  /** The brand's settings (hotels' brandSettingsSchema); defaults for what is left out. */
  settings?: Record<string, unknown>;
  hotels: SeedHotel[];
}

export const DEMO_BRANDS: SeedBrand[] = [
  {
    code: 'sakura',
    name: { en: 'Sakura Hotels', ja: 'さくらホテルズ', ko: '사쿠라 호텔즈', zh_Hant: '櫻花飯店' },
    bookLanguages: [],
    // Corporate users of the demo organizations (seed/organizations.ts) sign in at Sakura's hotels.
    settings: { membership_setting: { corporate_login_enabled: true } },
    hotels: [
      {
        code: 'sakura-ginza',
        name: { en: 'Sakura Hotel Ginza', ja: 'さくらホテル銀座', ko: '사쿠라 호텔 긴자', zh_Hant: '櫻花飯店銀座' },
        timeZone: 'Asia/Tokyo',
        currency: 'JPY',
        locale: 'ja',
        taxRatePercent: 10,
        roundTo: 100,
        phone: '+81 3-6228-0410',
        address: { post_code: '104-0061', full_address: '4-2-1 Ginza, Chuo-ku, Tokyo', ja: '東京都中央区銀座4-2-1', country: 'JP' },
        settings: {
          notification_emails: ['front-desk@sakura-ginza.example'],
          button_colour: '#a3173f',
          header_colour: '#ffffff',
          logo: '/images/logos/sakura.svg',
          day_use_search_active: true,
          mcp_enabled: true,
          kanji_name_required: true,
          multi_rooms_search_enabled: true,
          multi_rooms_search_limit: 5,
          kids_setting: { kids_type: 'tiers', accept_type: 'accept', shared_bed_type: 'per_adult' },
          kids_tiers: FAMILY_KIDS_TIERS,
          default_search_setting: { yesterday_bookable: true, available_rooms_only: true },
          payment_promotion: {
            target_mode: 'include',
            hotel_plan_codes: ['NR', 'BF'],
            description: {
              en: 'Pay online by card and enjoy a welcome drink at our bar.',
              ja: 'オンラインでカード決済のお客様に、バーでのウェルカムドリンクをご用意します。',
              ko: '온라인 카드 결제 시 바에서 웰컴 드링크를 제공합니다.',
              zh_Hant: '線上刷卡付款即可於酒吧享用迎賓飲品。',
            },
          },
        },
        policies: [standardPolicy, nonRefundablePolicy, flexiblePolicy],
        roomTypes: [
          {
            code: 'STD-SGL',
            name: { en: 'Standard Single', ja: 'スタンダードシングル' },
            description: {
              en: 'A compact room with a semi-double bed and a rain shower, for one.',
              ja: 'セミダブルベッドとレインシャワーのコンパクトなお一人様向けのお部屋。',
            },
            beds: [{ type: 'semi_double', count: 1 }],
            sleeps: 1,
            sizeSqm: 15,
            bath: false,
            maxAdults: 1,
            stock: 12,
            base: 9800,
            image: 'single',
          },
          {
            code: 'MOD-DBL',
            name: { en: 'Moderate Double', ja: 'モデレートダブル' },
            description: {
              en: 'A double bed, a bathtub and a view over Ginza’s side streets.',
              ja: 'ダブルベッドとバスタブ、銀座の路地を望むお部屋。',
            },
            beds: [{ type: 'double', count: 1 }],
            sleeps: 2,
            sizeSqm: 18,
            bath: true,
            maxAdults: 2,
            stock: 10,
            base: 14800,
            image: 'double',
          },
          {
            code: 'SUP-TWN',
            name: { en: 'Superior Twin', ja: 'スーペリアツイン' },
            description: {
              en: 'Two single beds and a sofa that turns into a third bed.',
              ja: 'シングルベッド2台と、エキストラベッドになるソファ。',
            },
            beds: [
              { type: 'single', count: 2 },
              { type: 'sofa_bed', count: 1 },
            ],
            sleeps: 3,
            sizeSqm: 25,
            bath: true,
            maxAdults: 3,
            stock: 8,
            base: 19800,
            image: 'twin',
          },
          {
            code: 'DLX-KNG',
            name: { en: 'Deluxe King', ja: 'デラックスキング' },
            description: {
              en: 'A king bed, a deep soaking tub and a work desk by the window.',
              ja: 'キングベッド、深めのバスタブ、窓際のワークデスク。',
            },
            beds: [{ type: 'king', count: 1 }],
            sleeps: 2,
            sizeSqm: 33,
            bath: true,
            maxAdults: 2,
            stock: 5,
            base: 28000,
            image: 'king',
          },
          {
            code: 'JPN-WAS',
            name: { en: 'Japanese-style Room', ja: '和室' },
            description: {
              en: 'Tatami floor, futons laid out at night and a cypress bath for up to four.',
              ja: '畳敷きに夜はお布団を。檜風呂付きで最大4名様。',
            },
            beds: [{ type: 'futon', count: 4 }],
            sleeps: 4,
            sizeSqm: 40,
            bath: true,
            maxAdults: 4,
            stock: 3,
            base: 32000,
            image: 'tatami',
          },
          {
            code: 'STE-CRN',
            name: { en: 'Corner Suite', ja: 'コーナースイート' },
            description: { en: 'Windows on two sides, a living room and a king bed.', ja: '二面採光の角部屋。リビングとキングベッド。' },
            beds: [
              { type: 'king', count: 1 },
              { type: 'sofa_bed', count: 1 },
            ],
            sleeps: 3,
            sizeSqm: 60,
            bath: true,
            maxAdults: 3,
            stock: 2,
            base: 58000,
            image: 'suite',
          },
        ],
        plans: [...commonPlans(2500, { dayUse: ['STD-SGL', 'MOD-DBL'] }), ...tokyoPlans],
      },
      {
        code: 'sakura-myeongdong',
        name: { en: 'Sakura Hotel Myeongdong', ja: 'さくらホテル明洞', ko: '사쿠라 호텔 명동', zh_Hant: '櫻花飯店明洞' },
        timeZone: 'Asia/Seoul',
        currency: 'KRW',
        locale: 'ko',
        taxRatePercent: 10,
        roundTo: 1000,
        phone: '+82 2-3789-0410',
        address: {
          post_code: '04536',
          full_address: '24 Myeongdong 8-gil, Jung-gu, Seoul',
          ko: '서울특별시 중구 명동8길 24',
          ja: 'ソウル特別市中区明洞8キル24',
          country: 'KR',
        },
        settings: {
          notification_emails: ['front-desk@sakura-myeongdong.example'],
          button_colour: '#a3173f',
          header_colour: '#ffffff',
          logo: '/images/logos/sakura.svg',
          multi_rooms_search_enabled: true,
          multi_rooms_search_limit: 3,
          default_search_setting: { yesterday_bookable: false, available_rooms_only: false },
        },
        policies: [standardPolicy, nonRefundablePolicy],
        roomTypes: [
          {
            code: 'STD-DBL',
            name: { en: 'Standard Double', ja: 'スタンダードダブル', ko: '스탠다드 더블' },
            description: {
              en: 'A bright double room two minutes from Myeongdong station.',
              ja: '明洞駅から徒歩2分の明るいダブルルーム。',
              ko: '명동역에서 도보 2분, 밝은 더블룸.',
            },
            beds: [{ type: 'double', count: 1 }],
            sleeps: 2,
            sizeSqm: 19,
            bath: false,
            maxAdults: 2,
            stock: 14,
            base: 120000,
            image: 'double',
          },
          {
            code: 'STD-TWN',
            name: { en: 'Standard Twin', ja: 'スタンダードツイン', ko: '스탠다드 트윈' },
            description: {
              en: 'Two single beds and a rain shower.',
              ja: 'シングルベッド2台とレインシャワー。',
              ko: '싱글 침대 2개와 레인 샤워.',
            },
            beds: [{ type: 'single', count: 2 }],
            sleeps: 2,
            sizeSqm: 21,
            bath: false,
            maxAdults: 2,
            stock: 12,
            base: 130000,
            image: 'twin',
          },
          {
            code: 'DLX-DBL',
            name: { en: 'Deluxe Double', ja: 'デラックスダブル', ko: '디럭스 더블' },
            description: {
              en: 'A queen bed, a bathtub and views of Namsan Tower.',
              ja: 'クイーンベッド、バスタブ、南山タワーの眺め。',
              ko: '퀸 침대, 욕조, 남산타워 전망.',
            },
            beds: [{ type: 'queen', count: 1 }],
            sleeps: 2,
            sizeSqm: 26,
            bath: true,
            maxAdults: 2,
            stock: 6,
            base: 165000,
            image: 'king',
          },
          {
            code: 'OND-FAM',
            name: { en: 'Ondol Family Room', ja: 'オンドル ファミリールーム', ko: '온돌 패밀리룸' },
            description: {
              en: 'Heated floor and traditional bedding for up to four.',
              ja: '床暖房と伝統的な寝具で最大4名様。',
              ko: '온돌 바닥과 전통 침구, 최대 4인.',
            },
            beds: [{ type: 'futon', count: 4 }],
            sleeps: 4,
            sizeSqm: 33,
            bath: true,
            maxAdults: 4,
            stock: 4,
            base: 210000,
            image: 'tatami',
          },
          {
            code: 'EXE-STE',
            name: { en: 'Executive Suite', ja: 'エグゼクティブスイート', ko: '이그제큐티브 스위트' },
            description: {
              en: 'A separate living room and lounge access.',
              ja: 'リビング付き、ラウンジ利用可。',
              ko: '별도 거실과 라운지 이용.',
            },
            beds: [{ type: 'king', count: 1 }],
            sleeps: 2,
            sizeSqm: 48,
            bath: true,
            maxAdults: 2,
            stock: 2,
            base: 380000,
            image: 'suite',
          },
        ],
        // Korean domestic cards (checked by birth date and PIN digits) beside cards from abroad.
        plans: commonPlans(25000, {
          cards: { full: ['credit_card_krw_domestic', 'credit_card_krw_international'], deposit: ['credit_card_deposit'] },
        }),
      },
    ],
  },
  {
    code: 'formosa',
    name: { en: 'Formosa Stays', ja: 'フォルモサ ステイズ', zh_Hant: '福爾摩沙居' },
    bookLanguages: ['zh_Hant', 'en', 'ja'],
    // Formosa removes accounts on request, by its members' desk, and shows no membership QR code.
    settings: {
      membership_setting: {
        encrypted_qr_code_enabled: false,
        custom_account_removal: true,
        custom_account_removal_description: {
          en: 'To end your Formosa Club membership, write to members@formosa-stays.example with your membership email. We remove the account within 7 days; your bookings stay with the hotels.',
          ja: 'フォルモサクラブを退会するには、会員登録のメールアドレスから members@formosa-stays.example までご連絡ください。7日以内にアカウントを削除します。ご予約はホテルにそのまま残ります。',
          zh_Hant:
            '如要退出福爾摩沙俱樂部，請以會員電子郵件寫信至 members@formosa-stays.example。我們將在 7 天內刪除帳戶；您的訂房仍保留在飯店。',
        },
      },
    },
    hotels: [
      {
        code: 'formosa-daan',
        name: { en: "Formosa Stay Da'an", ja: 'フォルモサステイ大安', zh_Hant: '福爾摩沙居 大安' },
        timeZone: 'Asia/Taipei',
        currency: 'TWD',
        locale: 'zh_Hant',
        taxRatePercent: 5,
        roundTo: 10,
        phone: '+886 2-2700-0410',
        address: {
          post_code: '106',
          full_address: "No. 12, Lane 160, Section 1, Dunhua South Road, Da'an District, Taipei",
          zh_Hant: '台北市大安區敦化南路一段160巷12號',
          country: 'TW',
        },
        settings: {
          notification_emails: ['front-desk@formosa-daan.example'],
          button_colour: '#0f6b5c',
          header_colour: '#f4f1ea',
          logo: '/images/logos/formosa.svg',
          // The hotel's own header and footer (header_customize), as a brand's web team would write them.
          header_type: 'header_customize',
          website_header_html:
            '<div class="formosa-header"><img src="/images/logos/formosa.svg" alt="" width="32" height="32"><span>Formosa Stay Da&#39;an</span><a href="/demo/" class="formosa-link">Hotel website</a></div>',
          footer_html: '<p class="formosa-footer">Formosa Stay · 106 Taipei · <a href="/demo/">formosa.example</a></p>',
          compiled_css:
            '.formosa-header{display:flex;align-items:center;gap:.6rem;font-weight:700}.formosa-link{font-weight:400;font-size:.85rem;color:inherit}',
        },
        policies: [standardPolicy, nonRefundablePolicy],
        roomTypes: [
          {
            code: 'SUP-QN',
            name: { en: 'Superior Queen', ja: 'スーペリアクイーン', zh_Hant: '高級雙人房' },
            description: {
              en: 'A queen bed and a walk-in shower above a quiet lane.',
              ja: '静かな路地に面したクイーンベッドのお部屋。',
              zh_Hant: '面向安靜巷弄，一張大床與淋浴間。',
            },
            beds: [{ type: 'queen', count: 1 }],
            sleeps: 2,
            sizeSqm: 20,
            bath: false,
            maxAdults: 2,
            stock: 10,
            base: 3200,
            image: 'double',
          },
          {
            code: 'DLX-TWN',
            name: { en: 'Deluxe Twin', ja: 'デラックスツイン', zh_Hant: '豪華雙床房' },
            description: {
              en: 'Two beds, a bathtub and a balcony with plants.',
              ja: 'ベッド2台、バスタブ、緑のバルコニー。',
              zh_Hant: '兩張床、浴缸與綠意陽台。',
            },
            beds: [{ type: 'single', count: 2 }],
            sleeps: 2,
            sizeSqm: 26,
            bath: true,
            maxAdults: 2,
            stock: 8,
            base: 3800,
            image: 'twin',
          },
          {
            code: 'EXE-KNG',
            name: { en: 'Executive King', ja: 'エグゼクティブキング', zh_Hant: '行政大床房' },
            description: {
              en: 'A king bed and a reading corner with tea service.',
              ja: 'キングベッドと、お茶のサービス付きの読書コーナー。',
              zh_Hant: '特大床與附茶點的閱讀角。',
            },
            beds: [{ type: 'king', count: 1 }],
            sleeps: 2,
            sizeSqm: 32,
            bath: true,
            maxAdults: 2,
            stock: 4,
            base: 4800,
            image: 'king',
          },
          {
            code: 'FAM-QD',
            name: { en: 'Family Quad', ja: 'ファミリークアッド', zh_Hant: '家庭四人房' },
            description: {
              en: 'Two double beds for a family of four.',
              ja: 'ダブルベッド2台、4名様のご家族に。',
              zh_Hant: '兩張雙人床，適合四人家庭。',
            },
            beds: [{ type: 'double', count: 2 }],
            sleeps: 4,
            sizeSqm: 36,
            bath: true,
            maxAdults: 4,
            stock: 3,
            base: 6200,
            image: 'suite',
          },
        ],
        plans: commonPlans(350, { cards: { full: ['twd_credit_card'], deposit: ['twd_credit_card_deposit'] } }).filter(
          (p) => p.code !== 'MEM',
        ),
      },
    ],
  },
];

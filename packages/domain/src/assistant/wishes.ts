import type { Wish } from './request';

/**
 * The words that ask for each wish, in every UI language, lower case. Matched as written in
 * scripts without spaces; Latin ones at word starts, so "pool" is not read in "liverpool".
 */
const WISH_WORDS: Record<Wish, readonly string[]> = {
  breakfast: [
    'breakfast',
    'b&b',
    '朝食',
    '朝ごはん',
    '朝ご飯',
    '朝食付',
    '조식',
    '아침 식사',
    '아침식사',
    '早餐',
    '含早',
    'sarapan',
    'อาหารเช้า',
    'فطور',
    'إفطار',
    'افطار',
    'الفطور',
    'الإفطار',
  ],
  dinner: [
    'dinner',
    'half board',
    '夕食',
    '晩ご飯',
    '夕ご飯',
    '2食付',
    '二食付',
    '석식',
    '저녁 식사',
    '저녁식사',
    '晚餐',
    '晚饭',
    '晚飯',
    'makan malam',
    'อาหารเย็น',
    'อาหารค่ำ',
    'عشاء',
    'العشاء',
  ],
  onsen: [
    'onsen',
    'hot spring',
    '温泉',
    '露天風呂',
    '온천',
    '溫泉',
    'pemandian air panas',
    'air panas',
    'ออนเซ็น',
    'บ่อน้ำพุร้อน',
    'น้ำพุร้อน',
    'ينابيع حارة',
    'ينابيع ساخنة',
    'أونسن',
    'اونسن',
  ],
  private_bath: [
    'private bath',
    'private onsen',
    '露天風呂付き客室',
    '露天風呂付客室',
    '貸切風呂',
    '貸切',
    '客室露天',
    '部屋風呂',
    '전세탕',
    '가족탕',
    '私汤',
    '私湯',
    'kamar mandi pribadi',
    'ห้องอาบน้ำส่วนตัว',
    'حمام خاص',
  ],
  non_smoking: [
    'non-smoking',
    'non smoking',
    'nonsmoking',
    'no smoking',
    'smoke-free',
    'smoke free',
    '禁煙',
    '금연',
    '禁烟',
    '無菸',
    '无烟',
    '禁菸',
    'bebas asap rokok',
    'dilarang merokok',
    'tanpa rokok',
    'non rokok',
    'ห้ามสูบบุหรี่',
    'ไม่สูบบุหรี่',
    'ปลอดบุหรี่',
    'غير مدخنين',
    'ممنوع التدخين',
    'لغير المدخنين',
  ],
  twin_beds: [
    'twin',
    'two beds',
    '2 beds',
    'separate beds',
    'ツイン',
    '트윈',
    '双床',
    '雙床',
    '两张床',
    '兩張床',
    'tempat tidur twin',
    'kasur terpisah',
    'เตียงคู่',
    'ทวิน',
    'سريرين',
    'توين',
  ],
  double_bed: [
    'double',
    'queen',
    'king',
    'ダブル',
    'クイーン',
    'キング',
    '더블',
    '퀸',
    '킹',
    '大床',
    '双人床',
    '雙人床',
    'kasur double',
    'ranjang double',
    'เตียงใหญ่',
    'เตียงดับเบิล',
    'سرير مزدوج',
    'دبل',
    'سرير كبير',
  ],
  accessible: [
    'wheelchair',
    'accessible',
    'barrier-free',
    'barrier free',
    'disabled',
    'バリアフリー',
    '車椅子',
    '車いす',
    '휠체어',
    '배리어프리',
    '无障碍',
    '無障礙',
    '轮椅',
    '輪椅',
    'kursi roda',
    'ramah disabilitas',
    'รถเข็น',
    'ผู้พิการ',
    'كرسي متحرك',
    'ذوي الاحتياجات',
    'لذوي الإعاقة',
  ],
  quiet: [
    'quiet',
    'peaceful',
    'calm',
    '静か',
    '閑静',
    '落ち着い',
    '조용',
    '安静',
    '安靜',
    '清静',
    '清靜',
    'tenang',
    'sepi',
    'เงียบ',
    'هادئ',
    'هادئة',
    'هدوء',
  ],
  pool: ['pool', 'swimming', 'プール', '수영장', '풀장', '泳池', '游泳池', 'kolam renang', 'สระว่ายน้ำ', 'สระ', 'مسبح', 'حمام سباحة'],
  parking: ['parking', 'car park', '駐車場', '駐車', '주차', '停车', '停車', 'parkir', 'ที่จอดรถ', 'จอดรถ', 'موقف سيارات', 'موقف', 'مواقف'],
  family: [
    'family-friendly',
    'family friendly',
    'family room',
    'family hotel',
    'for families',
    'kid-friendly',
    'kid friendly',
    'kids friendly',
    'child-friendly',
    'ファミリー',
    '家族向け',
    '子連れ',
    '子供連れ',
    '가족실',
    '가족 친화',
    '패밀리',
    '亲子',
    '親子',
    '家庭房',
    '家庭友好',
    'ramah keluarga',
    'kamar keluarga',
    'ramah anak',
    'ห้องครอบครัว',
    'เหมาะกับครอบครัว',
    'สำหรับครอบครัว',
    'عائلي',
    'عائلية',
    'للعائلات',
  ],
  pets: [
    'pet',
    'dog',
    'cat',
    'ペット',
    '犬',
    '愛犬',
    '반려견',
    '반려동물',
    '애견',
    '宠物',
    '寵物',
    '狗',
    'hewan peliharaan',
    'anjing',
    'สัตว์เลี้ยง',
    'หมา',
    'สุนัข',
    'حيوان أليف',
    'حيوانات أليفة',
    'الحيوانات الأليفة',
    'كلب',
    'قطة',
  ],
  near_station: [
    'near the station',
    'near a station',
    'near station',
    'close to the station',
    'close to a station',
    'walk to the station',
    'near subway',
    'near the subway',
    'near metro',
    'near the metro',
    '駅近',
    '駅チカ',
    '駅から近',
    '駅の近く',
    '駅徒歩',
    '역 근처',
    '역근처',
    '역세권',
    '역에서 가까',
    '역 가까',
    '近车站',
    '近車站',
    '离车站近',
    '離車站近',
    '靠近车站',
    '靠近車站',
    '近地铁',
    '近捷運',
    '捷運站附近',
    '地铁站附近',
    'dekat stasiun',
    'dekat stasiun kereta',
    'ใกล้สถานี',
    'ใกล้รถไฟฟ้า',
    'ใกล้ bts',
    'ใกล้ mrt',
    'قريب من المحطة',
    'قرب المحطة',
    'قريب من محطة',
    'قرب محطة',
    'قريب من المترو',
    'قرب المترو',
  ],
  wifi: ['wifi', 'wi-fi', 'internet', 'ワイファイ', '와이파이', '无线网', '無線網路', 'ไวไฟ', 'واي فاي', 'انترنت', 'إنترنت'],
  kitchen: ['kitchen', 'kitchenette', 'キッチン', '自炊', '주방', '취사', '厨房', '廚房', 'dapur', 'ห้องครัว', 'ครัว', 'مطبخ'],
  view: [
    'view',
    'ocean view',
    'sea view',
    '眺望',
    'が見える',
    'の見える',
    'オーシャンビュー',
    '夜景',
    '景色',
    '富士山が見え',
    '전망',
    '뷰',
    '오션뷰',
    '景观',
    '景觀',
    '海景',
    '夜景',
    'pemandangan',
    'วิว',
    'ทิวทัศน์',
    'إطلالة',
    'اطلالة',
    'منظر',
  ],
  free_cancellation: [
    'free cancellation',
    'free cancel',
    'cancel for free',
    'refundable',
    'キャンセル無料',
    '無料キャンセル',
    'キャンセル料無料',
    '무료 취소',
    '무료취소',
    '免费取消',
    '免費取消',
    'pembatalan gratis',
    'gratis pembatalan',
    'ยกเลิกฟรี',
    'إلغاء مجاني',
    'الغاء مجاني',
    'إلغاء مجانا',
  ],
};

/** "no breakfast" asks for none: a wish after one of these words is not a wish. */
const NEGATIONS =
  /(?:(?<![a-z])(?:no|without|not|don't need)|なし|不要|なしで|없이|필요 없|不要|不含|无|無|tanpa|tidak|ไม่|ไม่เอา|بدون|لا)\s*$/u;
const NEGATION_AFTER = /^\s*(?:なし|無し|不要|いらない|없이|필요 없|不要|ไม่เอา|ไม่ต้อง)/u;

const LATIN = /^[a-z0-9&' -]+$/u;

interface WishWord {
  wish: Wish;
  word: string;
  pattern?: RegExp;
}

let words: WishWord[] | undefined;

/** Built once: every word, longest first so "ocean view" is read before "view". */
function wishWords(): WishWord[] {
  words ??= (Object.entries(WISH_WORDS) as Array<[Wish, readonly string[]]>)
    .flatMap(([wish, list]) =>
      list.map((word) => ({
        wish,
        word,
        pattern: LATIN.test(word)
          ? new RegExp(`(?<![a-z])${word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?:s|es)?(?![a-z])`, 'u')
          : undefined,
      })),
    )
    .sort((a, b) => b.word.length - a.word.length);
  return words;
}

/** What the traveller wants of the hotel, from a normalised sentence, with the words that said it. */
export function readWishes(text: string, options: { namedStation: boolean }): { wishes: Wish[]; words: string[] } {
  const found = new Map<Wish, string>();
  for (const { wish, word, pattern } of wishWords()) {
    if (found.has(wish)) continue;
    const at = pattern ? (pattern.exec(text)?.index ?? -1) : text.indexOf(word);
    if (at < 0) continue;
    if (NEGATIONS.test(text.slice(Math.max(0, at - 12), at)) || NEGATION_AFTER.test(text.slice(at + word.length))) continue;
    found.set(wish, word);
  }
  // A named station is the place itself; being near one is then no extra wish.
  if (options.namedStation) found.delete('near_station');
  return { wishes: [...found.keys()], words: [...found.values()] };
}

const STARS =
  /(?<![\d.])([1-5])\s*(?:-\s*)?(?:stars?|つ星|ツ星|星|성급|성|星级|星級|bintang|ดาว|نجوم|نجمة)|(?:bintang|ดาว)\s*([1-5])|(?:五|5)つ星/u;
const STAR_WORDS: ReadonlyArray<[RegExp, number]> = [
  [/five[- ]star|五星|오성|ห้าดาว|خمس نجوم/u, 5],
  [/four[- ]star|四星|사성|สี่ดาว|أربع نجوم|اربع نجوم/u, 4],
  [/three[- ]star|三星|삼성급|สามดาว|ثلاث نجوم/u, 3],
];
const RATING =
  /(?:rat(?:ed|ing)|score|reviews?|評価|口コミ|평점|评分|評分|rating|nilai|คะแนน|رتبة|تقييم)\s*(?:of\s*|が|は)?\s*(\d(?:\.\d)?)\s*(?:\+|or (?:more|higher|above)|以上|이상|分以上|ขึ้นไป|فأكثر|فما فوق)?|(\d(?:\.\d)?)\s*\+?\s*(?:rating|rated)/u;

/** Hotel class and guest rating asked for, when said ("4-star", 評価8以上 on a scale of 10, 4.5 on one of 5). */
export function readQuality(text: string): { stars?: number; rating?: number; words: { stars: string[]; rating: string[] } } {
  const words = { stars: [] as string[], rating: [] as string[] };
  let stars: number | undefined;
  const m = STARS.exec(text);
  if (m) {
    stars = Number(m[1] ?? m[2] ?? 5);
    words.stars.push(m[0]);
  } else {
    const named = STAR_WORDS.find(([pattern]) => pattern.test(text));
    if (named) {
      stars = named[1];
      words.stars.push(named[0].exec(text)![0]);
    }
  }
  let rating: number | undefined;
  const r = RATING.exec(text);
  const value = r ? Number(r[1] ?? r[2]) : undefined;
  if (r && value !== undefined && value > 0 && value <= 10) {
    // Ratings out of 5 (4.5) are put on the scale of 10 the site shows.
    rating = value <= 5 ? value * 2 : value;
    words.rating.push(r[0]);
  }
  return { stars, rating, words };
}

import { MAX_CHILD_AGE, MAX_ROOMS } from '../party';
import { MAX_REQUEST_GUESTS } from './request';
import { COUNT, countValue } from './text';

export interface Party {
  adults?: number;
  children: Array<number | null>;
  rooms?: number;
  words: { adults: string[]; children: string[]; rooms: string[] };
}

/** A count that does not start inside a Latin word ("ada 2 kamar" is not "a … kamar"). */
const N = `(?<![a-z\\d/.-])${COUNT}`;
const rx = (source: string) => new RegExp(source, 'u');

const ADULT_WORDS = '(?:adults?|grown-?ups?|大人|おとな|成人|大人|성인|어른|대인|dewasa|ผู้ใหญ่|بالغين|بالغ|كبار)';
/** Children as languages with spaces count them ("2 kids", "2 anak", "2 أطفال"). */
const SPACED_CHILD_WORDS =
  '(?:kids?|children|child|toddlers?|teens?|teenagers?|bab(?:y|ies)|infants?|anak|balita|bayi|أطفال|اطفال|طفل|طفلة|رضيع)';
/** Children as languages without spaces count them: after the noun (เด็ก 2 คน, 아이 1명) or with a counter (2人の子供, 两个孩子). */
const ASIAN_CHILD_WORDS =
  '(?:子供|子ども|こども|小学生|幼児|乳児|赤ちゃん|아이|어린이|아동|유아|아기|小孩|孩子|儿童|兒童|小朋友|宝宝|寶寶|婴儿|嬰兒|เด็ก|ลูก|ทารก)';
const CHILD_WORDS = `(?:${SPACED_CHILD_WORDS}|${ASIAN_CHILD_WORDS})`;

const ADULTS: RegExp[] = [
  rx(`${N}\\s*(?:人|名|명|位|个|個|orang|คน|ท่าน)?\\s*(?:の)?${ADULT_WORDS}`),
  rx(`${ADULT_WORDS}\\s*(?:が|は|:)?\\s*${N}\\s*(?:人|名|명|인|位|个|個|orang|คน|ท่าน)?`),
];
/** A whole party's size ("family of 4", 家族4人) includes the children; "2 people" does not say so. */
const FAMILY_SIZE = rx(
  `(?:family of|家族|가족|一家|家人|家庭|keluarga|ครอบครัว|عائلة من)\\s*${N}\\s*(?:人|名|명|口|位|orang|คน|أفراد|اشخاص|أشخاص)?`,
);
const PEOPLE = rx(
  `${N}\\s*(?:people|ppl|persons?|pax|guests?|travell?ers?|friends|of us|人|名|명|位|orang|คน|ท่าน|أشخاص|اشخاص|شخص)(?!\\s*(?:部屋|室|rooms?))`,
);
const PAIR = rx(
  '(?:couple|my (?:wife|husband|partner|girlfriend|boyfriend) and i|me and my (?:wife|husband|partner|girlfriend|boyfriend)|for two(?! night)|ふたり|二人|夫婦|カップル|커플|부부|둘이|두 사람|情侣|情侶|夫妻|两个人|兩個人|两人|兩人|berdua|pasangan|suami istri|คู่รัก|สองคน|لشخصين|شخصين|زوجين|أنا وزوجتي|انا وزوجتي)',
);
/** "for 2", "for one": the party, unless nights or rooms follow. */
const FOR_COUNT = rx(`(?<![a-z])for\\s+${COUNT}(?!\\s*(?:nights?|rooms?|days?|weeks?|\\d|[a-z]))`);
/** The Chinese shorthand 2大1小 / 兩大一小: adults and children. */
const BIG_AND_SMALL = rx(`${COUNT}\\s*大\\s*(?:${COUNT}\\s*小)?`);
const ALONE = rx(
  '(?:solo|just me|by myself|alone|one person|ひとり|一人|おひとり|혼자|1인|一个人|一個人|独自|獨自|sendiri|คนเดียว|شخص واحد|بمفردي|لوحدي)',
);

const CHILD_COUNTS: RegExp[] = [
  rx(`${N}\\s*(?:orang\\s+)?${SPACED_CHILD_WORDS}`),
  // No space between a counter and the child word: "ผู้ใหญ่ 2 คน เด็ก 1 คน" has 2 adults, not 2 children.
  rx(`${N}(?:\\s*(?:人|名|명|个|個|位))?の?${ASIAN_CHILD_WORDS}`),
  rx(
    `(?:${ASIAN_CHILD_WORDS}|أطفال|اطفال)\\s*(?:が|は|:)?\\s*${N}(?!\\d|\\s*(?:歳|才|살|세|岁|歲|ขวบ|ปี|tahun|سنوات|سنة))(?:\\s*(?:人|名|명|个|個|位|คน))?`,
  ),
];
const TWO_CHILDREN = /طفلين|طفلان|ولدين/u;
const CHILD_MENTION = rx(CHILD_WORDS);
const BABY = /bab(?:y|ies)|infant|赤ちゃん|乳児|아기|영아|婴儿|嬰兒|宝宝|寶寶|bayi|ทารก|رضيع/u;

const AGE_UNITS =
  '(?:years?\\s*old|-?\\s*years?-?\\s*old|yrs?\\s*old|yrs?|yo|y/o|歳|才|살|세|岁|歲|周岁|tahun|thn|ขวบ|ปี|سنوات|سنة|سنين|سنه|أعوام|عام)';
const AGE = new RegExp(`(?<![\\d.,:/])(\\d{1,2})\\s*${AGE_UNITS}(?![a-z])`, 'gu');
/** Ages in brackets after the children: "2 kids (4 and 7)", 子供2人（3歳、6歳）. */
const AGES_IN_BRACKETS = new RegExp(`${CHILD_WORDS}[^()]{0,12}\\(([^()]{1,40})\\)`, 'gu');
/** A count of something else ends a list of ages: "aged 4 and 11, 2 rooms". */
const NOT_AN_AGE =
  '(?!\\d|\\s*(?:rooms?|nights?|adults?|people|kamar|malam|dewasa|orang|ห้อง|คืน|ผู้ใหญ่|غرف|ليال|بالغ|部屋|泊|박|명|晚|间|間))';
const AGES_LISTED = new RegExp(
  `(?:aged?|ages|umur|usia|อายุ|عمر|أعمار|اعمار|${SPACED_CHILD_WORDS})\\s*(\\d{1,2})${NOT_AN_AGE}((?:\\s*(?:,|、|and|&|dan|และ|و)\\s*\\d{1,2}${NOT_AN_AGE})*)`,
  'gu',
);

const ROOMS: RegExp[] = [
  rx(`${N}\\s*(?:rooms?|部屋|室|間房|间房|間|间|개의 방|kamar|ห้อง(?!นอน)|غرف|غرفة)`),
  rx(`(?:部屋|방|객실|룸|房间|房間|kamar|ห้องพัก)\\s*(?:を|は)?\\s*${N}\\s*(?:개|つ|間|间|ห้อง)?`),
];
const TWO_ROOMS = /غرفتين|غرفتان/u;

function firstCount(text: string, patterns: RegExp[]): { count: number; words: string } | undefined {
  let best: { count: number; words: string; at: number } | undefined;
  for (const pattern of patterns) {
    const m = pattern.exec(text);
    const count = countValue(m?.[1]);
    if (m && count !== undefined && (!best || m.index < best.at)) best = { count, words: m[0].trim(), at: m.index };
  }
  return best;
}

function childAges(text: string): { ages: number[]; words: string[] } {
  const found: Array<{ age: number; words: string; at: number }> = [];
  for (const m of text.matchAll(AGES_LISTED)) {
    // After a child word a lone number is their count ("kids 2"); a list ("kids 5 and 9") is ages.
    if (!/^(?:aged?|ages|umur|usia|อายุ|عمر|أعمار|اعمار)/u.test(m[0]) && !m[2]) continue;
    const ages = [m[1]!, ...(m[2]?.match(/\d{1,2}/gu) ?? [])].map(Number);
    ages.forEach((age) => found.push({ age, words: m[0], at: m.index }));
  }
  for (const m of text.matchAll(AGES_IN_BRACKETS))
    if (found.length === 0) (m[1]!.match(/\d{1,2}/gu) ?? []).forEach((age) => found.push({ age: Number(age), words: m[0], at: m.index }));
  if (found.length === 0)
    for (const m of text.matchAll(AGE)) {
      // An age of 18 or more is an adult's, not a child's.
      if (Number(m[1]) <= MAX_CHILD_AGE) found.push({ age: Number(m[1]), words: m[0], at: m.index });
    }
  return { ages: found.map((f) => f.age), words: [...new Set(found.map((f) => f.words.trim()))] };
}

const inRange = (count: number | undefined, max: number) => (count !== undefined && count >= 1 && count <= max ? count : undefined);

/** Who travels and in how many rooms, from a normalised sentence. */
export function readParty(text: string): Party {
  const words: Party['words'] = { adults: [], children: [], rooms: [] };

  const ages = childAges(text);
  const childCount = firstCount(text, CHILD_COUNTS);
  const dual = TWO_CHILDREN.exec(text);
  const bigAndSmall = BIG_AND_SMALL.exec(text);
  let count = Math.max(childCount?.count ?? 0, dual ? 2 : 0, ages.ages.length, countValue(bigAndSmall?.[2]) ?? 0);
  if (count === 0 && CHILD_MENTION.test(text) && ages.ages.length === 0) {
    const mention = CHILD_MENTION.exec(text)!;
    // "with a baby", 子連れ: one child, but "kid-friendly" or "family" alone says no number.
    if (BABY.test(mention[0]) || /(?:with|and|と|하고|和|跟|dan|กับ|مع)\s*(?:a |an |my |our )?$/u.test(text.slice(0, mention.index)))
      count = 1;
  }
  const children: Array<number | null> = [...ages.ages];
  while (children.length < count) children.push(BABY.test(text) && !children.includes(0) ? 0 : null);
  if (childCount) words.children.push(childCount.words);
  if (dual) words.children.push(dual[0]);
  words.children.push(...ages.words);

  let adults: number | undefined;
  const explicit = firstCount(text, ADULTS);
  const family = FAMILY_SIZE.exec(text);
  if (explicit) {
    adults = explicit.count;
    words.adults.push(explicit.words);
  } else if (bigAndSmall && countValue(bigAndSmall[1]) !== undefined) {
    adults = countValue(bigAndSmall[1]);
    words.adults.push(bigAndSmall[0]);
  } else if (family && countValue(family[1]) !== undefined) {
    adults = countValue(family[1])! - children.length;
    words.adults.push(family[0]);
  } else {
    const people = PEOPLE.exec(text);
    const before = people ? text.slice(Math.max(0, people.index - 3), people.index) : '';
    const forCount = FOR_COUNT.exec(text);
    const pair = PAIR.exec(text);
    const alone = ALONE.exec(text);
    if (people && !CHILD_MENTION.test(before) && countValue(people[1]) !== undefined) {
      adults = countValue(people[1]);
      words.adults.push(people[0].trim());
    } else if (forCount && countValue(forCount[1]) !== undefined) {
      adults = countValue(forCount[1]);
      words.adults.push(forCount[0]);
    } else if (pair) {
      adults = 2;
      words.adults.push(pair[0]);
    } else if (alone) {
      adults = 1;
      words.adults.push(alone[0]);
    }
  }

  const rooms = firstCount(text, ROOMS) ?? (TWO_ROOMS.test(text) ? { count: 2, words: TWO_ROOMS.exec(text)![0] } : undefined);
  if (rooms) words.rooms.push(rooms.words);
  return {
    adults: inRange(adults, MAX_REQUEST_GUESTS),
    children: children.slice(0, MAX_REQUEST_GUESTS),
    rooms: inRange(rooms?.count, MAX_ROOMS),
    words,
  };
}

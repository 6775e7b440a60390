/**
 * The words for months, weekdays and relative days in the languages chrono-node reads only in
 * part (ko, th, id, ar) and the ones it misses everywhere (weekends, 来週の金曜日). Lower case,
 * as normalizeRequestText writes the sentence.
 */

/** Month names and abbreviations, January first. */
export const MONTH_WORDS: ReadonlyArray<readonly string[]> = [
  ['january', 'jan', 'januari', 'มกราคม', 'ม.ค.', 'มกรา', 'يناير', 'كانون الثاني'],
  ['february', 'feb', 'februari', 'กุมภาพันธ์', 'ก.พ.', 'กุมภา', 'فبراير', 'شباط'],
  ['march', 'mar', 'maret', 'มีนาคม', 'มี.ค.', 'มีนา', 'مارس', 'آذار'],
  ['april', 'apr', 'เมษายน', 'เม.ย.', 'เมษา', 'أبريل', 'ابريل', 'إبريل', 'نيسان'],
  ['may', 'mei', 'พฤษภาคม', 'พ.ค.', 'พฤษภา', 'مايو', 'أيار'],
  ['june', 'jun', 'juni', 'มิถุนายน', 'มิ.ย.', 'มิถุนา', 'يونيو', 'يونيه', 'حزيران'],
  ['july', 'jul', 'juli', 'กรกฎาคม', 'ก.ค.', 'กรกฎา', 'يوليو', 'يوليه', 'تموز'],
  ['august', 'aug', 'agustus', 'agu', 'agt', 'สิงหาคม', 'ส.ค.', 'สิงหา', 'أغسطس', 'اغسطس', 'آب'],
  ['september', 'sep', 'sept', 'กันยายน', 'ก.ย.', 'กันยา', 'سبتمبر', 'أيلول'],
  ['october', 'oct', 'oktober', 'okt', 'ตุลาคม', 'ต.ค.', 'ตุลา', 'أكتوبر', 'اكتوبر', 'تشرين الأول'],
  ['november', 'nov', 'nopember', 'พฤศจิกายน', 'พ.ย.', 'พฤศจิกา', 'نوفمبر', 'تشرين الثاني'],
  ['december', 'dec', 'desember', 'des', 'ธันวาคม', 'ธ.ค.', 'ธันวา', 'ديسمبر', 'كانون الأول'],
];

/** Weekday names, Sunday first. */
export const WEEKDAY_WORDS: ReadonlyArray<readonly string[]> = [
  ['sunday', 'sun', '日曜日', '日曜', '일요일', '星期日', '星期天', '周日', '週日', 'minggu', 'วันอาทิตย์', 'อาทิตย์', 'الأحد', 'الاحد'],
  ['monday', 'mon', '月曜日', '月曜', '월요일', '星期一', '周一', '週一', 'senin', 'วันจันทร์', 'จันทร์', 'الاثنين', 'الإثنين'],
  ['tuesday', 'tue', '火曜日', '火曜', '화요일', '星期二', '周二', '週二', 'selasa', 'วันอังคาร', 'อังคาร', 'الثلاثاء'],
  ['wednesday', 'wed', '水曜日', '水曜', '수요일', '星期三', '周三', '週三', 'rabu', 'วันพุธ', 'พุธ', 'الأربعاء', 'الاربعاء'],
  ['thursday', 'thu', '木曜日', '木曜', '목요일', '星期四', '周四', '週四', 'kamis', 'วันพฤหัสบดี', 'พฤหัส', 'الخميس'],
  ['friday', 'fri', '金曜日', '金曜', '금요일', '星期五', '周五', '週五', 'jumat', "jum'at", 'วันศุกร์', 'ศุกร์', 'الجمعة'],
  ['saturday', 'sat', '土曜日', '土曜', '토요일', '星期六', '周六', '週六', 'sabtu', 'วันเสาร์', 'เสาร์', 'السبت'],
];

/** Words that put a weekday or weekend in the next calendar week (the week starts on Monday). */
export const NEXT_WEEK_WORDS = ['next', '来週', '次の', '다음 주', '다음주', '담주', '下周', '下週', '下星期', '下个', '下個'];
/** Words after a weekday that mean the coming one, as Indonesian, Thai and Arabic say it. */
export const COMING_WORDS = ['depan', 'นี้', 'หน้า', 'القادم', 'القادمة', 'المقبل', 'المقبلة', 'ini'];

/** Days from today. */
export const RELATIVE_DAYS: ReadonlyArray<{ days: number; words: readonly string[] }> = [
  {
    days: 0,
    words: [
      'tonight',
      'today',
      '今夜',
      '今晩',
      '今日',
      '本日',
      '今晚',
      '今天',
      '오늘',
      'malam ini',
      'hari ini',
      'คืนนี้',
      'วันนี้',
      'الليلة',
      'اليوم',
    ],
  },
  {
    days: 1,
    words: ['tomorrow', '明日', 'あした', '明天', '明晚', '내일', 'besok', 'พรุ่งนี้', 'غدا', 'غدًا', 'غداً', 'بكرة', 'بكره'],
  },
  { days: 2, words: ['day after tomorrow', '明後日', 'あさって', '后天', '後天', '모레', 'lusa', 'มะรืนนี้', 'بعد غد'] },
];

export const THIS_WEEKEND_WORDS = [
  'this weekend',
  'the weekend',
  '今週末',
  'この週末',
  '今度の週末',
  '本周末',
  '这周末',
  '這週末',
  '这个周末',
  '這個週末',
  '이번 주말',
  '이번주말',
  '이번 주 주말',
  'akhir pekan ini',
  'akhir minggu ini',
  'weekend ini',
  'สุดสัปดาห์นี้',
  'เสาร์อาทิตย์นี้',
  'نهاية هذا الأسبوع',
  'نهاية الأسبوع هذه',
  'هذا الويكند',
  'الويكند هذا',
];

export const NEXT_WEEKEND_WORDS = [
  'next weekend',
  '来週末',
  '来週の週末',
  '下周末',
  '下週末',
  '下个周末',
  '下個週末',
  '다음 주말',
  '다음주 주말',
  '다음 주 주말',
  '담주 주말',
  'akhir pekan depan',
  'akhir minggu depan',
  'weekend depan',
  'สุดสัปดาห์หน้า',
  'เสาร์อาทิตย์หน้า',
  'نهاية الأسبوع القادم',
  'نهاية الأسبوع المقبل',
  'الويكند القادم',
  'عطلة نهاية الأسبوع القادمة',
];

/** A weekend said without this or next: the coming one. */
export const WEEKEND_WORDS = ['weekend', '週末', '周末', '주말', 'akhir pekan', 'สุดสัปดาห์', 'نهاية الأسبوع', 'الويكند'];

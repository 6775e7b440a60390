import type { CancellationLine, PolicyMoment } from './cancellation';
import { addDays } from './dates';
import { formatDayInYear, formatHour } from './date-words';
import { interpolate } from './errors';
import type { Locale } from './locales';
import { toBcp47 } from './money';

interface PolicyWords {
  /** "N days before check-in", by the language's plural category ('other' when the rest are absent). */
  days_before: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  free_until: string;
  free_before_checkin: string;
  fee_now: string;
  fee_from: string;
  checkin_day: string;
  checkin_day_after: string;
  no_show: string;
}

/** The policy lines in words, in each language: the web's pages and the guest's mails read the same. */
const WORDS: Record<Locale, PolicyWords> = {
  en: {
    days_before: { one: '{count} day before check-in', other: '{count} days before check-in' },
    free_until: 'Free cancellation until {when}.',
    free_before_checkin: 'Free cancellation until check-in day.',
    fee_now: 'Cancelling now: {percentage}% of the price.',
    fee_from: 'From {when}: {percentage}% of the price.',
    checkin_day: 'On the check-in day: {percentage}% of the price.',
    checkin_day_after: 'On the check-in day after {hour}:00: {percentage}% of the price.',
    no_show: 'No-show: {percentage}% of the price.',
  },
  ja: {
    days_before: { other: 'チェックイン{count}日前' },
    free_until: '{when}まで無料でキャンセルできます。',
    free_before_checkin: 'チェックイン前日まで無料でキャンセルできます。',
    fee_now: '今キャンセルした場合：料金の{percentage}%',
    fee_from: '{when}から：料金の{percentage}%',
    checkin_day: 'チェックイン当日：料金の{percentage}%',
    checkin_day_after: 'チェックイン当日{hour}時以降：料金の{percentage}%',
    no_show: '不泊（連絡なし）：料金の{percentage}%',
  },
  ko: {
    days_before: { other: '체크인 {count}일 전' },
    free_until: '{when}까지 무료 취소.',
    free_before_checkin: '체크인 전날까지 무료 취소.',
    fee_now: '지금 취소 시: 요금의 {percentage}%.',
    fee_from: '{when}부터: 요금의 {percentage}%.',
    checkin_day: '체크인 당일: 요금의 {percentage}%.',
    checkin_day_after: '체크인 당일 {hour}:00 이후: 요금의 {percentage}%.',
    no_show: '노쇼: 요금의 {percentage}%.',
  },
  zh_Hans: {
    days_before: { other: '入住前{count}天' },
    free_until: '{when}前可免费取消。',
    free_before_checkin: '入住前一天前可免费取消。',
    fee_now: '现在取消：收取房费的{percentage}%。',
    fee_from: '{when}起：收取房费的{percentage}%。',
    checkin_day: '入住当天：收取房费的{percentage}%。',
    checkin_day_after: '入住当天{hour}:00以后：收取房费的{percentage}%。',
    no_show: '未入住：收取房费的{percentage}%。',
  },
  zh_Hant: {
    days_before: { other: '入住前{count}天' },
    free_until: '{when}前可免費取消。',
    free_before_checkin: '入住前一天前可免費取消。',
    fee_now: '現在取消：收取房費的{percentage}%。',
    fee_from: '{when}起：收取房費的{percentage}%。',
    checkin_day: '入住當天：收取房費的{percentage}%。',
    checkin_day_after: '入住當天{hour}:00以後：收取房費的{percentage}%。',
    no_show: '未入住：收取房費的{percentage}%。',
  },
  id: {
    days_before: { other: '{count} hari sebelum check-in' },
    free_until: 'Pembatalan gratis hingga {when}.',
    free_before_checkin: 'Pembatalan gratis hingga sehari sebelum check-in.',
    fee_now: 'Jika dibatalkan sekarang: {percentage}% dari harga.',
    fee_from: 'Mulai {when}: {percentage}% dari harga.',
    checkin_day: 'Pada hari check-in: {percentage}% dari harga.',
    checkin_day_after: 'Pada hari check-in setelah pukul {hour}:00: {percentage}% dari harga.',
    no_show: 'Tidak datang: {percentage}% dari harga.',
  },
  th: {
    days_before: { other: '{count} วันก่อนเช็คอิน' },
    free_until: 'ยกเลิกฟรีจนถึง {when}',
    free_before_checkin: 'ยกเลิกฟรีจนถึงวันก่อนเช็คอิน',
    fee_now: 'หากยกเลิกตอนนี้: {percentage}% ของราคา',
    fee_from: 'ตั้งแต่ {when}: {percentage}% ของราคา',
    checkin_day: 'วันเช็คอิน: {percentage}% ของราคา',
    checkin_day_after: 'วันเช็คอินหลัง {hour}:00 น.: {percentage}% ของราคา',
    no_show: 'ไม่มาเข้าพัก: {percentage}% ของราคา',
  },
  ar: {
    days_before: {
      zero: 'قبل {count} يوم من الوصول',
      one: 'قبل يوم واحد من الوصول',
      two: 'قبل يومين من الوصول',
      few: 'قبل {count} أيام من الوصول',
      many: 'قبل {count} يومًا من الوصول',
      other: 'قبل {count} يوم من الوصول',
    },
    free_until: 'إلغاء مجاني حتى {when}.',
    free_before_checkin: 'إلغاء مجاني حتى اليوم السابق للوصول.',
    fee_now: 'الإلغاء الآن: {percentage}٪ من السعر.',
    fee_from: 'من {when}: {percentage}٪ من السعر.',
    checkin_day: 'في يوم الوصول: {percentage}٪ من السعر.',
    checkin_day_after: 'في يوم الوصول بعد الساعة {hour}:00: {percentage}٪ من السعر.',
    no_show: 'عدم الحضور: {percentage}٪ من السعر.',
  },
};

/**
 * Each policy line as a sentence in the reader's language: free until a moment, what cancelling now
 * costs, a percentage from each later moment, and the no-show charge. Dates and hours are the
 * hotel's; a date outside `today`'s year shows its year.
 */
export function cancellationSentences(lines: readonly CancellationLine[], locale: Locale, today: Date = new Date()): string[] {
  const words = WORDS[locale];
  const daysBefore = (count: number) => {
    const form = new Intl.PluralRules(toBcp47(locale)).select(count);
    return interpolate(words.days_before[form] ?? words.days_before.other, { count });
  };
  const moment = (m: PolicyMoment) => {
    const day = m.date ? formatDayInYear(m.date, locale, today) : daysBefore(m.days_before);
    return m.hour ? `${day} ${formatHour(m.hour, locale)}` : day;
  };
  // A fee from midnight leaves the whole day before free: that day is the last free one.
  const lastFree = (m: PolicyMoment): PolicyMoment =>
    m.hour ? m : { days_before: m.days_before + 1, hour: 0, date: m.date ? addDays(m.date, -1) : null };
  return lines.map((line) => {
    if (line.kind === 'free')
      return line.until ? interpolate(words.free_until, { when: moment(lastFree(line.until)) }) : words.free_before_checkin;
    if (line.kind === 'no_show') return interpolate(words.no_show, { percentage: line.percentage_of_cost });
    const { from, percentage_of_cost: percentage } = line;
    if (!from) return interpolate(words.fee_now, { percentage });
    if (from.days_before > 0) return interpolate(words.fee_from, { when: moment(from), percentage });
    return from.hour
      ? interpolate(words.checkin_day_after, { hour: from.hour, percentage })
      : interpolate(words.checkin_day, { percentage });
  });
}

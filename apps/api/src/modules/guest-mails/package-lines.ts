import { formatDate } from '@yado/domain/date-words';
import type { Locale } from '@yado/domain/locales';
import { formatMoney } from '@yado/domain/money';
import { ticketsOf, type Cabin } from '@yado/domain/packages/rules';
import { personName } from '@yado/domain/person-name';
import type { ReservationPackage } from '../packages/of-reservation';

interface PackageMailWords {
  flights: string;
  outbound: string;
  return: string;
  cabins: Record<Cabin, string>;
  tickets: string;
  /** The card is charged before the airline issues the tickets: a mail written in between says they are coming. */
  tickets_follow: string;
  total_paid: string;
  /** A package cancelled as a whole (ADR 0062): its cancellation mail lists the flights cancelled, the airline's fee and the refund. */
  flights_cancelled: string;
  flight_fee: string;
  refund: string;
  /** A package whose card check was abandoned: its stay's mail says the seats went too. */
  seats_released: string;
}

/** A flight package's words in the guest's mails, as the widget's package pages say them (§1 languages). */
const PACKAGE_MAIL_WORDS: Record<Locale, PackageMailWords> = {
  en: {
    flights: 'Flights',
    outbound: 'Outbound flight',
    return: 'Return flight',
    cabins: { economy: 'Economy', premium: 'Premium economy' },
    tickets: 'Ticket numbers',
    tickets_follow: 'Your tickets are being issued and will follow: see them on your booking page.',
    total_paid: 'Paid for the stay and flights together',
    flights_cancelled: 'Flights cancelled',
    flight_fee: 'Kept by the airline',
    refund: 'Back to your card',
    seats_released: 'The seats held on your flights were released too; nothing was charged for them.',
  },
  ja: {
    flights: '航空券',
    outbound: '往路',
    return: '復路',
    cabins: { economy: '普通席', premium: 'プレミアムクラス' },
    tickets: '航空券番号',
    tickets_follow: '航空券は発券手続き中です。発券後、ご予約の確認ページでご覧いただけます。',
    total_paid: '宿泊と航空券のお支払い合計',
    flights_cancelled: 'キャンセルした航空券',
    flight_fee: '航空会社の取消手数料',
    refund: 'カードへの返金',
    seats_released: '航空券のお席の確保も解除しました。航空券の代金は請求されていません。',
  },
  ko: {
    flights: '항공편',
    outbound: '가는 편',
    return: '오는 편',
    cabins: { economy: '일반석', premium: '프리미엄 이코노미' },
    tickets: '항공권 번호',
    tickets_follow: '항공권을 발권하고 있습니다. 발권되면 예약 페이지에서 확인하실 수 있습니다.',
    total_paid: '숙박과 항공권 결제 합계',
    flights_cancelled: '취소된 항공편',
    flight_fee: '항공사 취소 수수료',
    refund: '카드로 환불',
    seats_released: '항공편 좌석 확보도 해제되었으며, 항공권 요금은 청구되지 않았습니다.',
  },
  zh_Hans: {
    flights: '航班',
    outbound: '去程航班',
    return: '回程航班',
    cabins: { economy: '经济舱', premium: '超级经济舱' },
    tickets: '机票号码',
    tickets_follow: '机票正在出票，出票后可在预订页面查看。',
    total_paid: '住宿与机票合计支付',
    flights_cancelled: '已取消的航班',
    flight_fee: '航空公司取消费',
    refund: '退回您的银行卡',
    seats_released: '为您保留的航班座位也已释放，机票费用未被收取。',
  },
  zh_Hant: {
    flights: '航班',
    outbound: '去程航班',
    return: '回程航班',
    cabins: { economy: '經濟艙', premium: '豪華經濟艙' },
    tickets: '機票號碼',
    tickets_follow: '機票正在開票，開票後可在訂房頁面查看。',
    total_paid: '住宿與機票合計付款',
    flights_cancelled: '已取消的航班',
    flight_fee: '航空公司取消費',
    refund: '退回您的信用卡',
    seats_released: '為您保留的航班座位也已釋放，機票費用未被收取。',
  },
  id: {
    flights: 'Penerbangan',
    outbound: 'Penerbangan pergi',
    return: 'Penerbangan pulang',
    cabins: { economy: 'Ekonomi', premium: 'Ekonomi premium' },
    tickets: 'Nomor tiket',
    tickets_follow: 'Tiket Anda sedang diterbitkan dan akan menyusul: lihat di halaman pemesanan Anda.',
    total_paid: 'Dibayar untuk menginap dan penerbangan',
    flights_cancelled: 'Penerbangan yang dibatalkan',
    flight_fee: 'Biaya pembatalan maskapai',
    refund: 'Dikembalikan ke kartu Anda',
    seats_released: 'Kursi yang ditahan di penerbangan Anda juga telah dilepas; tidak ada biaya yang ditagihkan untuknya.',
  },
  th: {
    flights: 'เที่ยวบิน',
    outbound: 'เที่ยวบินขาไป',
    return: 'เที่ยวบินขากลับ',
    cabins: { economy: 'ชั้นประหยัด', premium: 'ชั้นประหยัดพรีเมียม' },
    tickets: 'หมายเลขตั๋ว',
    tickets_follow: 'กำลังออกตั๋วของคุณ ดูหมายเลขตั๋วได้ที่หน้าการจองเมื่อออกตั๋วแล้ว',
    total_paid: 'ยอดชำระรวมที่พักและเที่ยวบิน',
    flights_cancelled: 'เที่ยวบินที่ยกเลิก',
    flight_fee: 'ค่าธรรมเนียมยกเลิกของสายการบิน',
    refund: 'คืนเงินเข้าบัตรของคุณ',
    seats_released: 'ที่นั่งบนเที่ยวบินที่กันไว้ได้ถูกปล่อยแล้วเช่นกัน และไม่มีการเรียกเก็บเงินค่าตั๋วเครื่องบิน',
  },
  ar: {
    flights: 'الرحلات',
    outbound: 'رحلة الذهاب',
    return: 'رحلة العودة',
    cabins: { economy: 'الدرجة الاقتصادية', premium: 'الاقتصادية المميزة' },
    tickets: 'أرقام التذاكر',
    tickets_follow: 'يجري إصدار تذاكرك وستصلك لاحقًا: اطّلع عليها في صفحة حجزك.',
    total_paid: 'المدفوع للإقامة والرحلات معًا',
    flights_cancelled: 'الرحلات الملغاة',
    flight_fee: 'رسوم الإلغاء لدى شركة الطيران',
    refund: 'المبلغ المُعاد إلى بطاقتك',
    seats_released: 'وأُلغي أيضًا حجز المقاعد على رحلاتك، ولم يُخصم أي مبلغ مقابلها.',
  },
};

const cabinOf = (cabin: string, words: PackageMailWords) => words.cabins[cabin as Cabin] ?? cabin;

/**
 * A flight package's part of its booked mail: each flight (number, day, cabin, from and to with
 * times), each traveller's tickets, and the one amount paid for stay and flights. Once the
 * package is cancelled as a whole: the flights cancelled, what the airline kept and what goes
 * back to the card (the hotel's fee is the stay's own line).
 */
export function packageLines(booked: ReservationPackage, locale: Locale): string[] {
  const words = PACKAGE_MAIL_WORDS[locale];
  const day = (date: string) => formatDate(date, locale, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' });
  const money = (cents: number) => formatMoney(cents, booked.total_price.currency_iso, locale);
  const cancelled = booked.cancellation;
  const lines = [`${cancelled ? words.flights_cancelled : words.flights}:`];
  for (const flight of booked.flights) {
    lines.push(`${words[flight.direction]}: ${flight.flight_number} · ${day(flight.departure_date)} · ${cabinOf(flight.cabin, words)}`);
    const from = `${flight.departure_airport.name} (${flight.departure_airport.code}) ${flight.departs_at}`;
    lines.push(`  ${from} → ${flight.arrival_airport.name} (${flight.arrival_airport.code}) ${flight.arrives_at}`);
  }
  if (cancelled) {
    lines.push(`${words.total_paid}: ${money(booked.total_price.cents)}`);
    lines.push(`${words.flight_fee}: ${money(cancelled.flight_fee)}`);
    lines.push(`${words.refund}: ${money(cancelled.refund)}`);
    return lines;
  }
  if (booked.ticket_numbers.length === 0) lines.push(words.tickets_follow);
  else {
    lines.push(`${words.tickets}:`);
    booked.passengers.forEach((passenger, index) => {
      lines.push(`  ${personName(passenger, locale)}: ${ticketsOf(booked.ticket_numbers, booked.passengers.length, index).join(', ')}`);
    });
  }
  lines.push(`${words.total_paid}: ${money(booked.total_price.cents)}`);
  return lines;
}

/** The line a package's "payment not completed" mail adds to the stay's: the flights' seats were released too. */
export function seatsReleasedLine(locale: Locale): string {
  return PACKAGE_MAIL_WORDS[locale].seats_released;
}

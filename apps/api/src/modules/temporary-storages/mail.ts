import { formatWeekdayDate } from '@yado/domain/date-words';
import { interpolate } from '@yado/domain/errors';
import { isLocale, pickTranslation, type Locale } from '@yado/domain/locales';
import { formatMoney } from '@yado/domain/money';
import type { StoredDraft } from '@yado/domain/temporary-storage';
import type { Catalogue } from '../hotels/service';
import type { Mail } from '../mail/service';

interface RecoveryWords {
  /** {hotel} */
  subject: string;
  intro: string;
  /** {checkin} {checkout} {total} */
  stay: string;
  action: string;
  outro: string;
}

const WORDS: Record<Locale, RecoveryWords> = {
  ja: {
    subject: '{hotel}のご予約がまだ完了していません',
    intro: '入力途中のご予約を保存しています。下のリンクから、同じお部屋・人数で続きをお手続きいただけます。',
    stay: '{checkin}〜{checkout}・現在の料金 {total}',
    action: '予約を続ける',
    outro: '料金や空室はリンクを開いた時点で確認し、変わっていればお知らせします。お心当たりのない場合は、このメールを破棄してください。',
  },
  en: {
    subject: 'Your stay at {hotel} is not booked yet',
    intro: 'We kept the booking you started. The link below brings back the same rooms and guests, so you can finish it.',
    stay: '{checkin} to {checkout} · {total} today',
    action: 'Continue booking',
    outro:
      'The price and availability are checked again when you open the link, and we tell you if anything changed. If this was not you, ignore this mail.',
  },
  ko: {
    subject: '{hotel} 예약이 아직 완료되지 않았습니다',
    intro: '진행 중이던 예약을 저장해 두었습니다. 아래 링크에서 같은 객실과 인원으로 예약을 마칠 수 있습니다.',
    stay: '{checkin} ~ {checkout} · 현재 요금 {total}',
    action: '예약 계속하기',
    outro: '링크를 여실 때 요금과 객실을 다시 확인하고, 바뀐 점이 있으면 알려 드립니다. 본인이 아니라면 이 메일을 무시해 주세요.',
  },
  zh_Hans: {
    subject: '您在{hotel}的预订尚未完成',
    intro: '我们保存了您未完成的预订。通过下方链接，可以以相同的客房和人数继续完成预订。',
    stay: '{checkin} 至 {checkout} · 当前价格 {total}',
    action: '继续预订',
    outro: '打开链接时会重新确认价格和空房，如有变化会告诉您。如非本人操作，请忽略此邮件。',
  },
  zh_Hant: {
    subject: '您在{hotel}的訂房尚未完成',
    intro: '我們已保存您未完成的訂房。透過下方連結，可以相同的客房與人數繼續完成訂房。',
    stay: '{checkin} 至 {checkout} · 目前價格 {total}',
    action: '繼續訂房',
    outro: '開啟連結時會重新確認價格與空房，如有變動會通知您。如非本人操作，請忽略此郵件。',
  },
  id: {
    subject: 'Pemesanan Anda di {hotel} belum selesai',
    intro:
      'Kami menyimpan pemesanan yang Anda mulai. Tautan di bawah mengembalikan kamar dan tamu yang sama agar Anda dapat menyelesaikannya.',
    stay: '{checkin} sampai {checkout} · {total} hari ini',
    action: 'Lanjutkan pemesanan',
    outro:
      'Harga dan ketersediaan diperiksa lagi saat Anda membuka tautan, dan kami memberi tahu jika ada yang berubah. Jika ini bukan Anda, abaikan email ini.',
  },
  th: {
    subject: 'การจองที่ {hotel} ของคุณยังไม่เสร็จสมบูรณ์',
    intro: 'เราเก็บการจองที่คุณเริ่มไว้แล้ว ลิงก์ด้านล่างจะพาห้องพักและจำนวนผู้เข้าพักเดิมกลับมาเพื่อให้คุณจองต่อได้',
    stay: '{checkin} ถึง {checkout} · {total} ในวันนี้',
    action: 'จองต่อ',
    outro: 'ราคาและห้องว่างจะได้รับการตรวจสอบอีกครั้งเมื่อคุณเปิดลิงก์ และเราจะแจ้งหากมีการเปลี่ยนแปลง หากไม่ใช่คุณ โปรดเพิกเฉยต่ออีเมลนี้',
  },
  ar: {
    subject: 'لم يكتمل حجز إقامتك في {hotel} بعد',
    intro: 'احتفظنا بالحجز الذي بدأته. يعيد الرابط أدناه الغرف نفسها وعدد الضيوف نفسه لتتمكن من إكماله.',
    stay: 'من {checkin} إلى {checkout} · {total} اليوم',
    action: 'متابعة الحجز',
    outro: 'يُعاد التحقق من السعر والتوفر عند فتح الرابط، ونخبرك إن تغيّر شيء. إن لم تكن أنت، فتجاهل هذه الرسالة.',
  },
};

/** The mail that brings a guest back to the booking they left (§7 temporary_storages). */
export function recoveryMail(
  to: string,
  requestedLocale: string,
  about: { catalogue: Catalogue; draft: StoredDraft; total: number; link: string },
): Mail {
  const locale: Locale = isLocale(requestedLocale) ? requestedLocale : 'en';
  const words = WORDS[locale];
  const { hotel } = about.catalogue;
  const hotelName = pickTranslation(hotel.nameTranslations, locale, hotel.name);
  const stay = interpolate(words.stay, {
    checkin: formatWeekdayDate(about.draft.checkin, locale),
    checkout: formatWeekdayDate(about.draft.checkout, locale),
    total: formatMoney(about.total, about.catalogue.hotel.currency, locale),
  });
  return {
    to,
    subject: interpolate(words.subject, { hotel: hotelName }),
    body: [words.intro, '', `${hotelName}: ${stay}`, '', `${words.action}: ${about.link}`, '', words.outro].join('\n'),
    link: about.link,
    locale,
  };
}

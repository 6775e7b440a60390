import { interpolate } from '@yado/domain/errors';
import type { Locale } from '@yado/domain/locales';

type MailText = { subject: string; body: string };
interface ResultValues {
  name: string;
  event: string;
  hotel: string;
  number: string;
  deadline: string;
  link: string;
}

/** The draw's result, in the language the member entered in: a winner books by the deadline. */
const RESULTS: Record<Locale, { won: MailText; lost: MailText }> = {
  en: {
    won: {
      subject: 'You won: {event} at {hotel}',
      body: 'Hello {name},\n\nCongratulations: your entry {number} for {event} at {hotel} won a room.\n\nPlease book it by {deadline}; after that it goes to other guests:\n\n{link}',
    },
    lost: {
      subject: 'Lottery results: {event} at {hotel}',
      body: 'Hello {name},\n\nThank you for entering {event} at {hotel}. We are sorry: your entry {number} was not drawn this time.\n\n{link}',
    },
  },
  ja: {
    won: {
      subject: '【当選】{hotel} {event}',
      body: '{name} 様\n\nおめでとうございます。{hotel}「{event}」の抽選(応募番号 {number})に当選しました。\n\n{deadline} までにご予約を完了してください。期限を過ぎると当選は無効になります。\n\n{link}',
    },
    lost: {
      subject: '【抽選結果】{hotel} {event}',
      body: '{name} 様\n\n{hotel}「{event}」にご応募いただきありがとうございました。誠に残念ながら、応募番号 {number} は今回落選となりました。\n\n{link}',
    },
  },
  ko: {
    won: {
      subject: '당첨: {hotel} {event}',
      body: '{name} 님\n\n축하합니다. {hotel} {event} 추첨(응모 번호 {number})에 당첨되셨습니다.\n\n{deadline}까지 예약을 완료해 주세요. 기한이 지나면 당첨이 취소됩니다.\n\n{link}',
    },
    lost: {
      subject: '추첨 결과: {hotel} {event}',
      body: '{name} 님\n\n{hotel} {event}에 응모해 주셔서 감사합니다. 아쉽게도 응모 번호 {number}은(는) 이번에 당첨되지 않았습니다.\n\n{link}',
    },
  },
  zh_Hans: {
    won: {
      subject: '中签通知：{hotel} {event}',
      body: '{name}，您好：\n\n恭喜！您在 {hotel}「{event}」的抽签（报名编号 {number}）中签了。\n\n请在 {deadline} 之前完成预订，逾期中签资格将失效。\n\n{link}',
    },
    lost: {
      subject: '抽签结果：{hotel} {event}',
      body: '{name}，您好：\n\n感谢您报名 {hotel}「{event}」。很遗憾，报名编号 {number} 此次未中签。\n\n{link}',
    },
  },
  zh_Hant: {
    won: {
      subject: '中籤通知：{hotel} {event}',
      body: '{name} 您好：\n\n恭喜！您在 {hotel}「{event}」的抽籤（報名編號 {number}）中籤了。\n\n請於 {deadline} 前完成預訂，逾期中籤資格將失效。\n\n{link}',
    },
    lost: {
      subject: '抽籤結果：{hotel} {event}',
      body: '{name} 您好：\n\n感謝您報名 {hotel}「{event}」。很遺憾，報名編號 {number} 此次未中籤。\n\n{link}',
    },
  },
  id: {
    won: {
      subject: 'Anda menang: {event} di {hotel}',
      body: 'Halo {name},\n\nSelamat: entri {number} Anda untuk {event} di {hotel} memenangkan kamar.\n\nSilakan pesan sebelum {deadline}; setelah itu kamar diberikan kepada tamu lain:\n\n{link}',
    },
    lost: {
      subject: 'Hasil undian: {event} di {hotel}',
      body: 'Halo {name},\n\nTerima kasih telah mengikuti {event} di {hotel}. Mohon maaf, entri {number} Anda belum terpilih kali ini.\n\n{link}',
    },
  },
  th: {
    won: {
      subject: 'คุณได้รับรางวัล: {event} ที่ {hotel}',
      body: 'เรียน {name}\n\nขอแสดงความยินดี รายการ {number} ของคุณสำหรับ {event} ที่ {hotel} ได้รับห้องพัก\n\nโปรดจองให้เสร็จภายใน {deadline} หลังจากนั้นห้องจะมอบให้ผู้เข้าพักรายอื่น:\n\n{link}',
    },
    lost: {
      subject: 'ผลการจับสลาก: {event} ที่ {hotel}',
      body: 'เรียน {name}\n\nขอบคุณที่ร่วมลงทะเบียน {event} ที่ {hotel} ขออภัย รายการ {number} ของคุณไม่ได้รับเลือกในครั้งนี้\n\n{link}',
    },
  },
  ar: {
    won: {
      subject: 'لقد فزت: {event} في {hotel}',
      body: 'مرحبًا {name}،\n\nتهانينا: فاز طلبك {number} في {event} في {hotel} بغرفة.\n\nيُرجى إتمام الحجز قبل {deadline}؛ بعد ذلك تُمنح الغرفة لضيوف آخرين:\n\n{link}',
    },
    lost: {
      subject: 'نتائج القرعة: {event} في {hotel}',
      body: 'مرحبًا {name}،\n\nشكرًا لمشاركتك في {event} في {hotel}. نأسف، لم يُختر طلبك {number} هذه المرة.\n\n{link}',
    },
  },
};

export function lotteryResultMail(locale: Locale, won: boolean, values: ResultValues): MailText {
  const text = (RESULTS[locale] ?? RESULTS.en)[won ? 'won' : 'lost'];
  return { subject: interpolate(text.subject, { ...values }), body: interpolate(text.body, { ...values }) };
}

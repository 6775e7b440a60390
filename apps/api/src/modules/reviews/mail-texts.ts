import { interpolate } from '@yado/domain/errors';
import type { Locale } from '@yado/domain/locales';

type MailText = { subject: string; body: string };

/** The invitation to rate a stay, in the language it was booked in (ADR 0055). */
const INVITATIONS: Record<Locale, MailText> = {
  en: {
    subject: 'How was your stay at {hotel}?',
    body: 'Hello {name},\n\nThank you for staying at {hotel} ({checkin} to {checkout}, reservation {number}).\n\nWould you rate your stay? It takes a minute and helps other guests choose:\n\n{link}',
  },
  ja: {
    subject: '{hotel}のご滞在はいかがでしたか',
    body: '{name} 様\n\nこのたびは{hotel}にご宿泊いただきありがとうございました（{checkin}〜{checkout}、予約番号 {number}）。\n\nご滞在の評価をお聞かせください。1分ほどで終わり、ほかのお客様のホテル選びの参考になります。\n\n{link}',
  },
  ko: {
    subject: '{hotel}에서의 숙박은 어떠셨나요?',
    body: '{name} 님\n\n{hotel}에 숙박해 주셔서 감사합니다({checkin}~{checkout}, 예약 번호 {number}).\n\n숙박 평가를 남겨 주시겠어요? 1분이면 충분하며 다른 고객의 선택에 도움이 됩니다.\n\n{link}',
  },
  zh_Hans: {
    subject: '您在{hotel}的住宿体验如何？',
    body: '{name}，您好：\n\n感谢您入住{hotel}（{checkin} 至 {checkout}，预订编号 {number}）。\n\n欢迎为本次住宿评分，只需一分钟，可帮助其他客人选择：\n\n{link}',
  },
  zh_Hant: {
    subject: '您在{hotel}的住宿體驗如何？',
    body: '{name} 您好：\n\n感謝您入住{hotel}（{checkin} 至 {checkout}，預訂編號 {number}）。\n\n歡迎為本次住宿評分，只需一分鐘，可幫助其他旅客選擇：\n\n{link}',
  },
  id: {
    subject: 'Bagaimana menginap Anda di {hotel}?',
    body: 'Halo {name},\n\nTerima kasih telah menginap di {hotel} ({checkin} s.d. {checkout}, reservasi {number}).\n\nMaukah Anda menilai masa menginap Anda? Hanya perlu satu menit dan membantu tamu lain memilih:\n\n{link}',
  },
  th: {
    subject: 'การเข้าพักที่ {hotel} เป็นอย่างไรบ้าง',
    body: 'เรียน {name}\n\nขอบคุณที่เข้าพักที่ {hotel} ({checkin} ถึง {checkout} หมายเลขการจอง {number})\n\nช่วยให้คะแนนการเข้าพักของคุณได้ไหม ใช้เวลาเพียงหนึ่งนาทีและช่วยให้ผู้เข้าพักคนอื่นตัดสินใจได้\n\n{link}',
  },
  ar: {
    subject: 'كيف كانت إقامتك في {hotel}؟',
    body: 'مرحبًا {name}،\n\nشكرًا لإقامتك في {hotel} (من {checkin} إلى {checkout}، الحجز رقم {number}).\n\nهل تقيّم إقامتك؟ يستغرق ذلك دقيقة ويساعد الضيوف الآخرين على الاختيار:\n\n{link}',
  },
};

export function invitationText(
  locale: Locale,
  values: { name: string; hotel: string; checkin: string; checkout: string; number: string; link: string },
): MailText {
  const text = INVITATIONS[locale];
  return { subject: interpolate(text.subject, values), body: interpolate(text.body, values) };
}

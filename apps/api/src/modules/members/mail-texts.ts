import type { Locale } from '@yado/domain/locales';
import { interpolate } from '@yado/domain/errors';

/** The sign-up confirmation mail, in the member's language (§1 languages). */
const CONFIRM_SIGN_UP: Record<Locale, { subject: string; body: string }> = {
  en: {
    subject: 'Confirm your membership of {brand}',
    body: 'Hello {name},\n\nPlease confirm your email address to complete your membership of {brand}:\n\n{link}\n\nThe link is valid for {hours} hours. If you did not sign up, you can ignore this mail.',
  },
  ja: {
    subject: '【{brand}】会員登録の確認',
    body: '{name} 様\n\n{brand} の会員登録を完了するには、次のリンクからメールアドレスをご確認ください。\n\n{link}\n\nリンクの有効期限は {hours} 時間です。お心当たりのない場合は、このメールを破棄してください。',
  },
  ko: {
    subject: '{brand} 회원 가입 확인',
    body: '{name} 님\n\n{brand} 회원 가입을 완료하려면 아래 링크에서 이메일 주소를 확인해 주세요.\n\n{link}\n\n링크는 {hours}시간 동안 유효합니다. 가입하지 않으셨다면 이 메일을 무시하셔도 됩니다.',
  },
  zh_Hans: {
    subject: '确认您的 {brand} 会员注册',
    body: '{name}，您好：\n\n请点击以下链接确认您的电子邮箱，完成 {brand} 会员注册：\n\n{link}\n\n链接在 {hours} 小时内有效。如果您没有注册，请忽略此邮件。',
  },
  zh_Hant: {
    subject: '確認您的 {brand} 會員註冊',
    body: '{name} 您好：\n\n請點選以下連結確認您的電子郵件，完成 {brand} 會員註冊：\n\n{link}\n\n連結於 {hours} 小時內有效。如果您沒有註冊，請忽略此郵件。',
  },
  id: {
    subject: 'Konfirmasi keanggotaan Anda di {brand}',
    body: 'Halo {name},\n\nSilakan konfirmasi alamat email Anda untuk menyelesaikan keanggotaan di {brand}:\n\n{link}\n\nTautan berlaku selama {hours} jam. Jika Anda tidak mendaftar, abaikan email ini.',
  },
  th: {
    subject: 'ยืนยันการสมัครสมาชิก {brand}',
    body: 'เรียน {name}\n\nโปรดยืนยันอีเมลของคุณเพื่อสมัครสมาชิก {brand} ให้เสร็จสมบูรณ์:\n\n{link}\n\nลิงก์นี้ใช้ได้ {hours} ชั่วโมง หากคุณไม่ได้สมัคร โปรดละเว้นอีเมลนี้',
  },
  ar: {
    subject: 'تأكيد عضويتك في {brand}',
    body: 'مرحبًا {name}،\n\nيُرجى تأكيد بريدك الإلكتروني لإكمال عضويتك في {brand}:\n\n{link}\n\nالرابط صالح لمدة {hours} ساعة. إن لم تكن قد سجّلت، فتجاهل هذه الرسالة.',
  },
};

export function confirmSignUpMail(locale: Locale, values: { brand: string; name: string; link: string; hours: number }) {
  const text = CONFIRM_SIGN_UP[locale];
  return { subject: interpolate(text.subject, values), body: interpolate(text.body, values) };
}

import type { Locale } from '@yado/domain/locales';
import { interpolate } from '@yado/domain/errors';

type MailText = { subject: string; body: string };

const fill = (text: MailText, values: Record<string, unknown>): MailText => ({
  subject: interpolate(text.subject, values),
  body: interpolate(text.body, values),
});

/** The sign-up confirmation mail, in the member's language (§1 languages). */
const CONFIRM_SIGN_UP: Record<Locale, MailText> = {
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

/** The password reset mail. */
const RESET_PASSWORD: Record<Locale, MailText> = {
  en: {
    subject: 'Reset your {brand} password',
    body: 'Hello {name},\n\nTo choose a new password, open this link:\n\n{link}\n\nThe link works for {minutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.',
  },
  ja: {
    subject: '【{brand}】パスワード再設定のご案内',
    body: '{name} 様\n\n新しいパスワードを設定するには、次のリンクを開いてください。\n\n{link}\n\nリンクの有効期限は {minutes} 分です。お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
  },
  ko: {
    subject: '{brand} 비밀번호 재설정',
    body: '{name} 님\n\n새 비밀번호를 설정하려면 아래 링크를 열어 주세요.\n\n{link}\n\n링크는 {minutes}분 동안 유효합니다. 요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.',
  },
  zh_Hans: {
    subject: '重置您的 {brand} 密码',
    body: '{name}，您好：\n\n请打开以下链接设置新密码：\n\n{link}\n\n链接在 {minutes} 分钟内有效。如果您没有申请，请忽略此邮件，您的密码不会改变。',
  },
  zh_Hant: {
    subject: '重設您的 {brand} 密碼',
    body: '{name} 您好：\n\n請開啟以下連結設定新密碼：\n\n{link}\n\n連結於 {minutes} 分鐘內有效。如果您沒有申請，請忽略此郵件，您的密碼不會變更。',
  },
  id: {
    subject: 'Atur ulang kata sandi {brand} Anda',
    body: 'Halo {name},\n\nUntuk memilih kata sandi baru, buka tautan ini:\n\n{link}\n\nTautan berlaku selama {minutes} menit. Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tetap sama.',
  },
  th: {
    subject: 'ตั้งรหัสผ่าน {brand} ใหม่',
    body: 'เรียน {name}\n\nหากต้องการตั้งรหัสผ่านใหม่ โปรดเปิดลิงก์นี้:\n\n{link}\n\nลิงก์ใช้ได้ {minutes} นาที หากคุณไม่ได้ขอ โปรดละเว้นอีเมลนี้ รหัสผ่านของคุณจะไม่เปลี่ยนแปลง',
  },
  ar: {
    subject: 'إعادة تعيين كلمة مرور {brand}',
    body: 'مرحبًا {name}،\n\nلاختيار كلمة مرور جديدة، افتح هذا الرابط:\n\n{link}\n\nالرابط صالح لمدة {minutes} دقيقة. إن لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
  },
};

/** The mail to a new email address: the change holds once its link is opened (§4). */
const CONFIRM_EMAIL_CHANGE: Record<Locale, MailText> = {
  en: {
    subject: 'Confirm your new email address for {brand}',
    body: 'Hello {name},\n\nTo use this address for your {brand} membership, open this link:\n\n{link}\n\nThe link is valid for {hours} hours. Until then your membership keeps its current address. If you did not ask for this, ignore this mail.',
  },
  ja: {
    subject: '【{brand}】新しいメールアドレスの確認',
    body: '{name} 様\n\n{brand} の会員情報にこのメールアドレスを使うには、次のリンクを開いてください。\n\n{link}\n\nリンクの有効期限は {hours} 時間です。リンクを開くまでは、現在のメールアドレスのままです。お心当たりのない場合は、このメールを破棄してください。',
  },
  ko: {
    subject: '{brand} 새 이메일 주소 확인',
    body: '{name} 님\n\n{brand} 회원 정보에 이 이메일 주소를 사용하려면 아래 링크를 열어 주세요.\n\n{link}\n\n링크는 {hours}시간 동안 유효합니다. 링크를 열기 전까지는 현재 주소가 유지됩니다. 요청하지 않으셨다면 이 메일을 무시하세요.',
  },
  zh_Hans: {
    subject: '确认您在 {brand} 的新邮箱地址',
    body: '{name}，您好：\n\n如要在 {brand} 会员账户中使用此邮箱，请打开以下链接：\n\n{link}\n\n链接在 {hours} 小时内有效。在此之前，您的账户仍使用当前邮箱。如果您没有申请，请忽略此邮件。',
  },
  zh_Hant: {
    subject: '確認您在 {brand} 的新電子郵件地址',
    body: '{name} 您好：\n\n如要在 {brand} 會員帳戶中使用此電子郵件，請開啟以下連結：\n\n{link}\n\n連結於 {hours} 小時內有效。在此之前，您的帳戶仍使用目前的電子郵件。如果您沒有申請，請忽略此郵件。',
  },
  id: {
    subject: 'Konfirmasi alamat email baru Anda untuk {brand}',
    body: 'Halo {name},\n\nUntuk memakai alamat ini bagi keanggotaan {brand} Anda, buka tautan ini:\n\n{link}\n\nTautan berlaku selama {hours} jam. Sampai saat itu keanggotaan Anda tetap memakai alamat sekarang. Jika Anda tidak memintanya, abaikan email ini.',
  },
  th: {
    subject: 'ยืนยันอีเมลใหม่ของคุณสำหรับ {brand}',
    body: 'เรียน {name}\n\nหากต้องการใช้อีเมลนี้กับสมาชิก {brand} ของคุณ โปรดเปิดลิงก์นี้:\n\n{link}\n\nลิงก์ใช้ได้ {hours} ชั่วโมง ระหว่างนี้บัญชีของคุณยังใช้อีเมลเดิม หากคุณไม่ได้ขอ โปรดละเว้นอีเมลนี้',
  },
  ar: {
    subject: 'تأكيد بريدك الإلكتروني الجديد لدى {brand}',
    body: 'مرحبًا {name}،\n\nلاستخدام هذا العنوان في عضويتك لدى {brand}، افتح هذا الرابط:\n\n{link}\n\nالرابط صالح لمدة {hours} ساعة. وحتى ذلك الحين تبقى عضويتك على عنوانها الحالي. إن لم تطلب ذلك، فتجاهل هذه الرسالة.',
  },
};

export const confirmEmailChangeMail = (locale: Locale, values: { brand: string; name: string; link: string; hours: number }) =>
  fill(CONFIRM_EMAIL_CHANGE[locale], values);

/** The footer of mails to members who asked for offers: how to stop them. */
const OFFERS_FOOTER: Record<Locale, string> = {
  en: 'You receive offers from {brand} because you asked for them. To stop: {link}',
  ja: '{brand} からのお知らせをご希望いただいたため、このメールをお送りしています。配信停止はこちら：{link}',
  ko: '{brand}의 소식 받기를 신청하셔서 이 메일을 보내 드립니다. 수신 거부: {link}',
  zh_Hans: '您订阅了 {brand} 的优惠信息，因此收到此邮件。退订：{link}',
  zh_Hant: '您訂閱了 {brand} 的優惠資訊，因此收到此郵件。取消訂閱：{link}',
  id: 'Anda menerima penawaran dari {brand} karena memintanya. Untuk berhenti: {link}',
  th: 'คุณได้รับข้อเสนอจาก {brand} เพราะคุณขอรับไว้ หากต้องการหยุด: {link}',
  ar: 'تصلك عروض {brand} لأنك طلبتها. لإيقافها: {link}',
};

/** A mail with the offers footer added, when the member has an unsubscribe link. */
export function withOffersFooter(text: MailText, locale: Locale, values: { brand: string; link: string | null }): MailText {
  if (!values.link) return text;
  return { subject: text.subject, body: `${text.body}\n\n--\n${interpolate(OFFERS_FOOTER[locale], values)}` };
}

export const resetPasswordMail = (locale: Locale, values: { brand: string; name: string; link: string; minutes: number }) =>
  fill(RESET_PASSWORD[locale], values);

export const confirmSignUpMail = (locale: Locale, values: { brand: string; name: string; link: string; hours: number }) =>
  fill(CONFIRM_SIGN_UP[locale], values);

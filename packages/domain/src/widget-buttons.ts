import type { Locale } from './locales';

/**
 * The words of the buttons a hotel's own page shows (§7 settings sign_in_button and
 * recommender_widget): sent with the settings, so the host page needs no catalogue of its own.
 */
export const SIGN_IN_BUTTON_LABELS: Record<Locale, { sign_in: string; sign_up: string }> = {
  ja: { sign_in: 'ログイン', sign_up: '会員登録' },
  en: { sign_in: 'Sign in', sign_up: 'Sign up' },
  ko: { sign_in: '로그인', sign_up: '회원가입' },
  zh_Hans: { sign_in: '登录', sign_up: '注册' },
  zh_Hant: { sign_in: '登入', sign_up: '註冊' },
  id: { sign_in: 'Masuk', sign_up: 'Daftar' },
  th: { sign_in: 'เข้าสู่ระบบ', sign_up: 'สมัครสมาชิก' },
  ar: { sign_in: 'تسجيل الدخول', sign_up: 'إنشاء حساب' },
};

export const RECOMMENDER_WIDGET_LABELS: Record<Locale, { title: string; button: string }> = {
  ja: { title: 'おすすめのお部屋を探す', button: 'おすすめを見る' },
  en: { title: 'Find the right rooms', button: 'See recommendation' },
  ko: { title: '알맞은 객실 찾기', button: '추천 보기' },
  zh_Hans: { title: '为您推荐客房', button: '查看推荐' },
  zh_Hant: { title: '為您推薦客房', button: '查看推薦' },
  id: { title: 'Temukan kamar yang tepat', button: 'Lihat rekomendasi' },
  th: { title: 'ค้นหาห้องที่เหมาะกับคุณ', button: 'ดูห้องที่แนะนำ' },
  ar: { title: 'اعثر على الغرف المناسبة', button: 'عرض التوصية' },
};

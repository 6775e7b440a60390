import type { Locale } from '@yado/domain/locales';
import type { ChangePassword, SignIn, SignUp } from '@yado/domain/members';
import { apiRequest } from '../../../lib/api-client';
import type { MemberSession } from '../../../lib/member-session';

const hotelPath = (code: string, path: string) => `/hotels/${encodeURIComponent(code)}/membership/${path}`;

export async function signUp(code: string, form: SignUp) {
  return (await apiRequest<{ data: { email: string } }>(hotelPath(code, 'sign_up'), { method: 'POST', body: form })).data;
}

export async function resendConfirmation(code: string, email: string, locale: Locale) {
  return (
    await apiRequest<{ data: { email: string } }>(hotelPath(code, 'resend_confirmation'), { method: 'POST', body: { email, locale } })
  ).data;
}

export async function confirmSignUp(token: string) {
  return (await apiRequest<{ data: MemberSession }>('/membership/confirm', { method: 'POST', body: { confirmation_token: token } })).data;
}

export async function signIn(code: string, form: SignIn) {
  return (await apiRequest<{ data: MemberSession }>(hotelPath(code, 'sign_in'), { method: 'POST', body: form })).data;
}

export async function forgotPassword(code: string, email: string, locale: Locale) {
  return (
    await apiRequest<{ data: { email: string } }>(hotelPath(code, 'start_reset_password_process'), {
      method: 'POST',
      body: { email, locale },
    })
  ).data;
}

export async function changePassword(form: ChangePassword) {
  return (await apiRequest<{ data: MemberSession }>('/membership/update_password', { method: 'PUT', body: form })).data;
}

export async function signOut() {
  await apiRequest<unknown>('/membership/sign_out', { method: 'POST', body: {} });
}

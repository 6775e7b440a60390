import type { MemberAnswer } from '@yado/domain/wire/members';
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@yado/domain/locales';
import type { ChangePassword, EmailChange, NewPassword, Profile, SignIn, SignUp } from '@yado/domain/members';
import type { MemberEntriesPage as MyLotteryEntries } from '@yado/domain/wire/lotteries';
import type {
  MembershipCard,
  MembershipProgram,
  OffersSubscription,
  ProvisionalAnswer,
  ResetMailedAnswer,
} from '@yado/domain/wire/members';
import type { MemberReservationsPage as MyReservationsPage } from '@yado/domain/wire/reservations';
import { apiRequest } from '../../../lib/api-client';
import type { MemberSession } from '../../../lib/member-session';

const hotelPath = (code: string, path: string) => `/hotels/${encodeURIComponent(code)}/membership/${path}`;

export async function signUp(code: string, form: SignUp) {
  return (await apiRequest<ProvisionalAnswer>(hotelPath(code, 'sign_up'), { method: 'POST', body: form })).data;
}

export async function resendConfirmation(code: string, email: string, locale: Locale) {
  return (await apiRequest<ProvisionalAnswer>(hotelPath(code, 'resend_confirmation'), { method: 'POST', body: { email, locale } })).data;
}

/** The link mailed at sign-up, or with emailUpdate the one mailed to a new address; either signs the member in. */
export async function confirmMailedLink({ token, emailUpdate }: { token: string; emailUpdate: boolean }) {
  const body = { confirmation_token: token, ...(emailUpdate ? { email_update: true } : {}) };
  return (await apiRequest<{ data: MemberSession }>('/membership/confirm', { method: 'POST', body })).data;
}

export async function signIn(code: string, form: SignIn) {
  return (await apiRequest<{ data: MemberSession }>(hotelPath(code, 'sign_in'), { method: 'POST', body: form })).data;
}

export async function forgotPassword(code: string, email: string, locale: Locale) {
  return (
    await apiRequest<ResetMailedAnswer>(hotelPath(code, 'start_reset_password_process'), {
      method: 'POST',
      body: { email, locale },
    })
  ).data;
}

export async function changePassword(form: ChangePassword) {
  return (await apiRequest<{ data: MemberSession }>('/membership/update_password', { method: 'PUT', body: form })).data;
}

export async function updateProfile(profile: Profile) {
  return (await apiRequest<MemberAnswer>('/user/me', { method: 'PUT', body: profile })).data.user;
}

export async function requestEmailChange(code: string, form: EmailChange) {
  return (await apiRequest<MemberAnswer>(hotelPath(code, 'update_email'), { method: 'PUT', body: form })).data.user;
}

export async function removeAccount(password: string) {
  await apiRequest<undefined>('/membership/cancel', { method: 'POST', body: { password } });
}

export async function changeOwnPassword(form: NewPassword) {
  await apiRequest<undefined>('/membership/password', { method: 'PUT', body: form });
}

export type ReservationTab = 'upcoming' | 'completed' | 'cancelled';

export type MyReservation = MyReservationsPage['reservations'][number];

export type { MemberReservationsPage as MyReservationsPage } from '@yado/domain/wire/reservations';

/** GET user/reservations: one tab of my reservations, a page at a time. */
export const myReservationsQuery = (
  tab: ReservationTab,
  page: number,
  filters: { payment: string; channel: string },
  locale: string,
  memberId: number,
) =>
  queryOptions({
    queryKey: ['my-reservations', memberId, tab, page, filters.payment, filters.channel, locale],
    queryFn: async () =>
      (await apiRequest<{ data: MyReservationsPage }>('/user/reservations', { query: { status: tab, page, ...filters } })).data,
  });

export type { MemberEntriesPage as MyLotteryEntries } from '@yado/domain/wire/lotteries';

/** GET user/lottery_results: the lottery tab of my reservations, newest first. */
export const myLotteryEntriesQuery = (page: number, locale: string, memberId: number) =>
  queryOptions({
    queryKey: ['my-lottery-entries', memberId, page, locale],
    queryFn: async () => (await apiRequest<{ data: MyLotteryEntries }>('/user/lottery_results', { query: { page } })).data,
  });

export type { MembershipProgram } from '@yado/domain/wire/members';

/** GET membership_programs: the brand's programs with their ranks, in the page's language. */
export const membershipProgramsQuery = (code: string, locale: string) =>
  queryOptions({
    queryKey: ['membership-programs', code, locale],
    queryFn: async () =>
      (
        await apiRequest<{ data: { programs: MembershipProgram[] } }>(`/hotels/${encodeURIComponent(code)}/membership_programs`, {
          query: { locale },
        })
      ).data.programs,
  });

export async function switchProgram(programId: number) {
  return (await apiRequest<MemberAnswer>('/membership/switch', { method: 'POST', body: { program_id: programId } })).data.user;
}

export type { OffersSubscription } from '@yado/domain/wire/members';

/** GET marketing_email/subscription_status: who an unsubscribe link is for, and whether offers still go there. */
export const subscriptionStatusQuery = (code: string, token: string, locale: string) =>
  queryOptions({
    queryKey: ['offers-subscription', code, token, locale],
    queryFn: async () =>
      (
        await apiRequest<{ data: OffersSubscription }>(`/hotels/${encodeURIComponent(code)}/marketing_email/subscription_status`, {
          query: { token, locale },
        })
      ).data,
    retry: false,
  });

export async function unsubscribeFromOffers(code: string, token: string) {
  const path = `/hotels/${encodeURIComponent(code)}/marketing_email/unsubscribe`;
  return (await apiRequest<{ data: OffersSubscription }>(path, { method: 'POST', body: { token } })).data;
}

export type { MembershipCard } from '@yado/domain/wire/members';

/** The member's card for the front desk; sealed afresh each time it is asked for. */
export const membershipCardQuery = (memberId: number) =>
  queryOptions({
    queryKey: ['membership-card', memberId],
    queryFn: async () => (await apiRequest<{ data: MembershipCard }>('/membership/card')).data,
    staleTime: 5 * 60_000,
  });

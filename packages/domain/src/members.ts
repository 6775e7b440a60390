import { z } from 'zod';
import { LOCALES } from './locales';
import { emailField, nameField } from './validation';

/** §5: at least 8 characters, with an uppercase letter, a lowercase letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;
export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password);
}

/** Failed sign-ins in a row that lock an account (1301), and for how long. */
export const SIGN_IN_ATTEMPTS = 5;
export const LOCK_MINUTES = 30;
/** How long a sign-up confirmation link stays valid (1401 after). */
export const CONFIRMATION_VALID_HOURS = 24;
/** §9: a password reset mail can be asked again only after 10 minutes; its link works for an hour. */
export const RESET_RESEND_MINUTES = 10;
export const RESET_VALID_MINUTES = 60;
/** How long a member stays signed in. */
export const MEMBER_SESSION_DAYS = 30;

const msg = (key: string) => ({ message: key });
const passwordField = () => z.string().max(128, msg('validation.too_long')).refine(isStrongPassword, msg('validation.password_rules'));

/** Member sign-up (§3 "Member sign-up and profile", the part this version asks for). */
export const signUpSchema = z
  .object({
    email: emailField(),
    email_confirmation: z.string().trim(),
    password: passwordField(),
    password_confirmation: z.string(),
    first_name: nameField('english'),
    last_name: nameField('english'),
    locale: z.enum(LOCALES).default('en'),
    promotion_email: z.boolean().default(false),
  })
  .refine((v) => v.email.toLowerCase() === v.email_confirmation.toLowerCase(), {
    ...msg('validation.email_mismatch'),
    path: ['email_confirmation'],
  })
  .refine((v) => v.password === v.password_confirmation, { ...msg('validation.password_mismatch'), path: ['password_confirmation'] });
export type SignUp = z.infer<typeof signUpSchema>;
/** The sign-up form as typed, before defaults apply. */
export type SignUpForm = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: z.string().trim().min(1, msg('validation.required')).max(255, msg('validation.too_long')),
  password: z.string().min(1, msg('validation.required')).max(128, msg('validation.too_long')),
});
export type SignIn = z.infer<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: emailField(), locale: z.enum(LOCALES).default('en') });

/** The change-password form reached from the mailed link. */
export const changePasswordSchema = z
  .object({ reset_password_token: z.string().min(1).max(256), password: passwordField(), password_confirmation: z.string() })
  .refine((v) => v.password === v.password_confirmation, { ...msg('validation.password_mismatch'), path: ['password_confirmation'] });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const confirmSchema = z.object({ confirmation_token: z.string().min(1).max(256) });
export const resendConfirmationSchema = z.object({ email: emailField(), locale: z.enum(LOCALES).default('en') });

/** A member as the API shows them. */
export interface Member {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  locale: string;
  promotion_email: boolean;
}

/** My account: what a member changes of their profile (§5 name rules). */
export const profileSchema = z.object({
  first_name: nameField('english'),
  last_name: nameField('english'),
  promotion_email: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** My account: a new password while signed in, proven by the current one. */
export const newPasswordSchema = z
  .object({
    current_password: z.string().min(1, msg('validation.required')).max(128),
    password: passwordField(),
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, { ...msg('validation.password_mismatch'), path: ['password_confirmation'] });
export type NewPassword = z.infer<typeof newPasswordSchema>;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

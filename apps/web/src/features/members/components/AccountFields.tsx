import type { InputHTMLAttributes } from 'react';
import { FormField } from '../../../components/FormField';
import { useTranslation } from '../../../lib/i18n';

/** What a form registers for a field, and the message (a catalogue key) of its error. */
type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'required'> & {
  label?: string;
  error?: string | undefined;
};

/** A required email address; "Email" unless the form names it otherwise. */
export function EmailField({ label, ...field }: FieldProps) {
  const { t } = useTranslation();
  return <FormField label={label ?? t('members.email')} type="email" autoComplete="email" required {...field} />;
}

/**
 * A required password: `current` is the one the member has ("Password" unless named otherwise),
 * `new` one they choose (with the rules it must follow), `confirmation` that one again.
 */
export function PasswordField({ purpose, label, ...field }: FieldProps & { purpose: 'current' | 'new' | 'confirmation' }) {
  const { t } = useTranslation();
  const defaults = {
    current: { label: t('members.password'), autoComplete: 'current-password' },
    new: { label: t('members.new_password'), autoComplete: 'new-password', hint: t('members.password_hint') },
    confirmation: { label: t('members.password_confirmation'), autoComplete: 'new-password' },
  }[purpose];
  return <FormField type="password" required {...defaults} label={label ?? defaults.label} {...field} />;
}

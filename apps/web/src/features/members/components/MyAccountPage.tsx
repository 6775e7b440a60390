import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Link, Navigate } from 'react-router';
import { newPasswordSchema, type NewPassword } from '@yado/domain/members';
import { SubmitButton } from '../../../components/SubmitButton';
import { saveMemberSession } from '../../../lib/member-session';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { changeOwnPassword, removeAccount } from '../api/members';
import { EmailChangeForm } from './EmailChangeForm';
import { MembershipPanel } from './MembershipPanel';
import { MyCouponsPanel } from './MyCouponsPanel';
import { MyVouchersPanel } from './MyVouchersPanel';
import { MembershipCardPanel } from './MembershipCardPanel';
import { ProfileForm } from './ProfileForm';
import { FormError, placeFieldErrors } from '../form-errors';
import { PasswordField } from './AccountFields';
import { SignedInPage } from './SignedInPage';

const PASSWORD_FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

/** my-account (signed-in only, §2): the profile, the email address, the password and removing the account. */
export function MyAccountPage() {
  const { t } = useTranslation();
  const { code } = useWidget();
  const [removed, setRemoved] = useState(false);
  if (removed) return <Navigate to={widgetHref('/member-deleted-confirmation', code)} replace />;
  return (
    <SignedInPage title={t('members.my_account')}>
      {(session) => (
        <>
          <p>
            {session.user.email} · <Link to={widgetHref('/my-account/reservations', code)}>{t('members.my_reservations')}</Link> ·{' '}
            <Link to={widgetHref('/my-account/payment-options', code)}>{t('members.payment_cards')}</Link> ·{' '}
            <Link to={widgetHref('/my-account/promotions', code)}>{t('members.promotions')}</Link>
            {session.user.point_program_enabled ? (
              <>
                {' · '}
                <Link to={widgetHref('/my-account/points', code)}>{t('members.points')}</Link>
              </>
            ) : null}
          </p>
          <MembershipPanel session={session} />
          <MembershipCardPanel session={session} />
          <MyCouponsPanel memberId={session.user.id} />
          <MyVouchersPanel memberId={session.user.id} />
          <ProfileForm session={session} />
          <EmailChangeForm session={session} />
          <PasswordForm />
          <RemoveAccountForm
            onRemoved={() => {
              setRemoved(true);
              saveMemberSession(null);
            }}
          />
        </>
      )}
    </SignedInPage>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, setError, reset } = useForm<NewPassword>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    mode: 'onTouched',
  });
  const change = useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: () => reset(),
    onError: (error) => placeFieldErrors(error, PASSWORD_FIELDS, { setError }),
  });
  return (
    <section className="panel" aria-labelledby="password-heading">
      <h2 id="password-heading">{t('members.change_password')}</h2>
      <form noValidate className="member-form" onSubmit={handleSubmit((form) => change.mutate(form))}>
        {change.isSuccess ? (
          <p className="alert alert-info" role="status">
            {t('members.password_saved')}
          </p>
        ) : null}
        <FormError error={change.error} fields={PASSWORD_FIELDS} />
        <PasswordField
          purpose="current"
          label={t('members.current_password')}
          error={formState.errors.current_password?.message}
          {...register('current_password')}
        />
        <PasswordField purpose="new" error={formState.errors.password?.message} {...register('password')} />
        <PasswordField
          purpose="confirmation"
          error={formState.errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <SubmitButton pending={change.isPending}>{t('members.change_password')}</SubmitButton>
      </form>
    </section>
  );
}

function RemoveAccountForm({ onRemoved }: { onRemoved: () => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, setError } = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const remove = useMutation({
    mutationFn: (form: { password: string }) => removeAccount(form.password),
    onSuccess: onRemoved,
    onError: (error) => placeFieldErrors(error, ['password'], { setError }),
  });
  const { membership_setting } = useWidget().settings.hotel_brand_setting;
  if (membership_setting.custom_account_removal)
    return (
      <section className="panel" aria-labelledby="remove-heading">
        <h2 id="remove-heading">{t('members.remove_account')}</h2>
        <p className="preserve-lines">{membership_setting.custom_account_removal_description || t('members.remove_by_request')}</p>
      </section>
    );
  return (
    <section className="panel" aria-labelledby="remove-heading">
      <h2 id="remove-heading">{t('members.remove_account')}</h2>
      <p>{t('members.remove_account_help')}</p>
      <form noValidate className="member-form" onSubmit={handleSubmit((form) => remove.mutate(form))}>
        <FormError error={remove.error} fields={['password']} />
        <PasswordField
          purpose="current"
          error={formState.errors.password?.message}
          {...register('password', { required: 'validation.required' })}
        />
        <SubmitButton pending={remove.isPending} danger>
          {t('members.remove_account')}
        </SubmitButton>
      </form>
    </section>
  );
}

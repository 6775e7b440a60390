import { useEffect, useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '@yado/domain/console';
import { toBcp47 } from '@yado/domain/money';
import type { StaffUser } from '@yado/domain/wire/console';
import type { StaffMember } from '@yado/domain/wire/console-staff';
import { FormField } from '../components/FormField';
import { Spinner } from '../components/Spinner';
import { SubmitButton } from '../components/SubmitButton';
import { ApiError } from '../lib/api-client';
import { consoleApi } from './api';
import { ConsoleError } from './ConsoleError';
import { useConsoleText } from './i18n';

type Hotel = StaffUser['hotels'][number];
const BLANK = { name: '', email: '', role: 'front_desk' as StaffRole, password: '' };

/** The field errors of an answer (catalogue keys by field name), for the fields to show beside what was typed. */
const fieldErrorsOf = (error: unknown): Record<string, string> =>
  error instanceof ApiError ? Object.fromEntries(error.fields.filter((f) => f.message).map((f) => [f.field, f.message ?? ''])) : {};

/** A new staff user: name, email, role and the initial password the owner hands them. */
function AddStaffForm({ url, onAdded }: { url: string; onAdded: (member: StaffMember) => void }) {
  const { t } = useConsoleText();
  const [form, setForm] = useState(BLANK);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const fields = fieldErrorsOf(error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    setAdded(null);
    try {
      const answer = await consoleApi<{ data: { member: StaffMember } }>(url, { method: 'POST', body: form });
      onAdded(answer.data.member);
      setAdded(answer.data.member.name);
      setForm(BLANK);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="console-card" aria-labelledby="staff-add-heading">
      <h2 id="staff-add-heading">{t('console.staff.addHeading')}</h2>
      <form onSubmit={submit} noValidate>
        <ConsoleError error={error} />
        <div className="staff-add-fields">
          <FormField
            label={t('console.staff.name')}
            name="name"
            autoComplete="off"
            required
            maxLength={100}
            value={form.name}
            error={fields.name}
            onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
          />
          <FormField
            label={t('console.staff.email')}
            type="email"
            name="email"
            dir="ltr"
            autoComplete="off"
            required
            value={form.email}
            error={fields.email}
            onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
          />
          <FormField
            label={t('console.staff.role')}
            name="role"
            required
            options={STAFF_ROLES.map((role) => ({ value: role, label: t(`console.roles.${role}`) }))}
            value={form.role}
            error={fields.role}
            onChange={(e) => setForm({ ...form, role: e.currentTarget.value as StaffRole })}
          />
          <FormField
            label={t('console.staff.password')}
            hint={t('console.account.passwordRules')}
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={form.password}
            error={fields.password}
            onChange={(e) => setForm({ ...form, password: e.currentTarget.value })}
          />
        </div>
        <SubmitButton pending={pending}>{t('console.staff.add')}</SubmitButton>
        <p role="status">{added ? t('console.staff.added', { name: added }) : ''}</p>
      </form>
    </section>
  );
}

/** One staff user: a table row on a desk, a card on a phone; an owner changes the role, disables or enables them here. */
function StaffRow({
  member,
  url,
  onChanged,
  onError,
}: {
  member: StaffMember;
  url: string;
  onChanged: (m: StaffMember) => void;
  onError: (e: unknown) => void;
}) {
  const { t, locale } = useConsoleText();
  const [role, setRole] = useState<StaffRole>(member.role);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  async function act(path: string, body?: unknown) {
    setPending(true);
    onError(null);
    try {
      const answer = await consoleApi<{ data: { member: StaffMember } }>(`${url}/${member.id}${path}`, {
        method: body ? 'PUT' : 'POST',
        ...(body ? { body } : {}),
      });
      onChanged(answer.data.member);
      setConfirming(false);
    } catch (caught) {
      setRole(member.role);
      onError(caught);
    } finally {
      setPending(false);
    }
  }

  const lastSignIn = member.last_signed_in_at
    ? new Intl.DateTimeFormat(toBcp47(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(member.last_signed_in_at))
    : t('console.staff.never');
  return (
    <tr className={member.disabled ? 'staff-disabled' : undefined}>
      <th scope="row" data-label={t('console.staff.user')}>
        <div>
          <bdi>{member.name}</bdi>
          <span className="reservation-sub" dir="ltr">
            {member.email}
          </span>
          {member.scope === 'brand' ? <span className="reservation-sub">{t('console.staff.brandWide')}</span> : null}
        </div>
      </th>
      <td data-label={t('console.staff.role')}>
        {member.can_manage && !member.disabled ? (
          <form
            className="staff-role"
            onSubmit={(event) => {
              event.preventDefault();
              void act('/role', { role });
            }}
          >
            <label className="visually-hidden" htmlFor={`staff-role-${member.id}`}>
              {t('console.staff.roleOf', { name: member.name })}
            </label>
            <select id={`staff-role-${member.id}`} value={role} onChange={(e) => setRole(e.currentTarget.value as StaffRole)}>
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`console.roles.${r}`)}
                </option>
              ))}
            </select>
            <button type="submit" className="button" disabled={pending || role === member.role}>
              {t('console.staff.saveRole')}
            </button>
          </form>
        ) : (
          <div>{t(`console.roles.${member.role}`)}</div>
        )}
      </td>
      <td data-label={t('console.staff.twoStep')}>
        <div>{member.totp_enabled ? t('console.staff.on') : t('console.staff.off')}</div>
      </td>
      <td data-label={t('console.staff.lastSignIn')}>
        <div>{lastSignIn}</div>
      </td>
      <td data-label={t('console.staff.status')}>
        <div>
          {member.disabled ? (
            <span className="reservation-status status-cancelled">{t('console.staff.disabled')}</span>
          ) : (
            <span className="reservation-status">{t('console.staff.active')}</span>
          )}
          {member.can_manage && member.disabled ? (
            <button type="button" className="link-button staff-disable" disabled={pending} onClick={() => void act('/enable')}>
              {t('console.staff.enable', { name: member.name })}
            </button>
          ) : null}
          {member.can_manage && !member.disabled && !confirming ? (
            <button type="button" className="link-button staff-disable" onClick={() => setConfirming(true)}>
              {t('console.staff.disable')}
            </button>
          ) : null}
          {confirming ? (
            <div className="staff-confirm" role="group" aria-label={t('console.staff.disable')}>
              <p>{t('console.staff.disableConfirm', { name: member.name })}</p>
              <button type="button" className="button button-danger" disabled={pending} onClick={() => void act('/disable')}>
                {t('console.staff.confirmDisable')}
              </button>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                {t('console.staff.keep')}
              </button>
            </div>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

/** The hotel's staff, for its owners: who works here, in which role, and adding, re-roling or disabling them. */
export function StaffPage({ hotel }: { hotel: Hotel }) {
  const { t } = useConsoleText();
  const url = `/hotels/${encodeURIComponent(hotel.code)}/staff_users`;
  const [staff, setStaff] = useState<StaffMember[] | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    consoleApi<{ data: { staff: StaffMember[] } }>(url).then((answer) => setStaff(answer.data.staff), setError);
  }, [url]);

  const replace = (member: StaffMember) => setStaff((list) => (list ?? []).map((m) => (m.id === member.id ? member : m)));
  return (
    <main className="console-page">
      <h1>
        {t('console.staff.heading')} · {hotel.name}
      </h1>
      <AddStaffForm url={url} onAdded={(member) => setStaff((list) => [...(list ?? []), member])} />
      <h2 className="reservation-results-heading">{t('console.staff.listHeading')}</h2>
      <ConsoleError error={error} />
      {!staff && !error ? <Spinner label={t('console.loading')} /> : null}
      {staff ? (
        // The reservations' table: rows on a desk, cards on a phone.
        <table className="reservation-table staff-table">
          <caption className="visually-hidden">{t('console.staff.listHeading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('console.staff.user')}</th>
              <th scope="col">{t('console.staff.role')}</th>
              <th scope="col">{t('console.staff.twoStep')}</th>
              <th scope="col">{t('console.staff.lastSignIn')}</th>
              <th scope="col">{t('console.staff.status')}</th>
            </tr>
          </thead>
          <tbody>
            {staff.map((member) => (
              <StaffRow key={member.id} member={member} url={url} onChanged={replace} onError={setError} />
            ))}
          </tbody>
        </table>
      ) : null}
    </main>
  );
}

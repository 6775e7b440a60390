import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import type { MemberSession } from '../../../lib/member-session';
import { membershipCardQuery } from '../api/members';

/** My account: the membership number, and the QR code the hotel scans at check-in when the brand shows one (§3). */
export function MembershipCardPanel({ session }: { session: MemberSession }) {
  const { t } = useTranslation();
  const card = useQuery(membershipCardQuery(session.user.id));
  if (!card.data) return null;
  const { membership_id: number, qr_code_svg: svg } = card.data;
  return (
    <section className="panel membership-card" aria-labelledby="card-heading">
      <h2 id="card-heading">{t('members.membership_card')}</h2>
      <dl className="membership-facts">
        <dt>{t('members.membership_number')}</dt>
        <dd dir="ltr">{number}</dd>
      </dl>
      {svg ? (
        <figure>
          <img
            className="membership-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt={t('members.membership_qr_alt')}
            width={180}
            height={180}
          />
          <figcaption className="field-hint">{t('members.membership_qr_hint')}</figcaption>
        </figure>
      ) : null}
    </section>
  );
}

import { useTranslation } from '../lib/i18n';
import { formatList } from '../lib/list-words';
import { formatCount, formatDate, formatMoney } from '../lib/format';
import type { Reservation } from '../lib/reservation';
import { partySummary, reservedParty } from '../lib/party-summary';
import { useWidget } from '../lib/widget-settings';
import { pickTranslation } from '@yado/domain/locales';
import { personName } from '@yado/domain/person-name';
import { CancellationPolicyLines } from './CancellationPolicyLines';
import { PriceBreakdown } from './PriceBreakdown';
import { planWithMeals } from '../lib/plan-label';

/** Number, stay, rooms, guests, price breakdown and cancellation policy of one reservation. */
export function ReservationSummary({ reservation }: { reservation: Reservation }) {
  const { t, i18n } = useTranslation();
  const date = (d: string) => formatDate(d, i18n.language, { dateStyle: 'full' });
  const { settings } = useWidget();
  // Children as the hotel counts them: by tier (its names), or by age.
  const childrenDetail = (room: Reservation['rooms'][number]) => {
    const parts = room.kids_tiers.length
      ? room.kids_tiers.map((k) => {
          const tier = settings.init_settings.kids_tiers.find((s) => s.code === k.code);
          return `${tier ? pickTranslation(tier.name, i18n.language, k.code) : k.code} × ${k.children}`;
        })
      : room.kids_ages.map((age) => t('search.age', { count: age }));
    return parts.length ? ` (${formatList(parts, i18n.language)})` : '';
  };
  const nights = reservation.rooms[0]?.nights.map((n, i) => ({
    date: n.date,
    price_without_tax: reservation.rooms.reduce((sum, room) => sum + (room.nights[i]?.price_without_tax ?? 0), 0),
  }));
  return (
    <div className="reservation-summary">
      <dl className="facts">
        <div>
          <dt>{t('reservation.number')}</dt>
          <dd className="reservation-number">{reservation.reservation_number}</dd>
        </div>
        <div>
          <dt>{t('reservation.status')}</dt>
          <dd>
            <span className={`status status-${reservation.status}`}>{t(`reservation.statuses.${reservation.status}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('reservation.hotel')}</dt>
          <dd>{reservation.hotel.name}</dd>
        </div>
        <div>
          <dt>{t('reservation.checkin')}</dt>
          <dd>{date(reservation.checkin_date)}</dd>
        </div>
        <div>
          <dt>{t('reservation.checkout')}</dt>
          <dd>{date(reservation.checkout_date)}</dd>
        </div>
        <div>
          <dt>{t('reservation.length')}</dt>
          <dd>{t('common.nights', { count: reservation.nights })}</dd>
        </div>
        <div>
          <dt>{t('reservation.booker')}</dt>
          <dd>
            {personName(reservation.guest, i18n.language)}
            <br />
            {reservation.guest.email} · {reservation.guest.phone}
          </dd>
        </div>
        <div>
          <dt>{t('reservation.payment')}</dt>
          <dd>
            {t(`payment.types.${reservation.payment_type}`)}
            {/* What is left to pay at the hotel is said only of a stay still to come. */}
            {reservation.deposit && reservation.status !== 'cancelled' ? (
              <>
                <br />
                {t('payment.deposit_line', {
                  percentage: reservation.deposit.percentage,
                  amount: formatMoney(reservation.deposit.amount, reservation.currency, i18n.language),
                  remain: formatMoney(reservation.deposit.remain_amount, reservation.currency, i18n.language),
                })}
              </>
            ) : null}
            {reservation.payment ? (
              <>
                <br />
                {t('payment.card_line', {
                  brand: t(`card.brands.${reservation.payment.card_brand}`),
                  last4: reservation.payment.card_last4,
                  status: t(`payment.statuses.${reservation.payment.status}`),
                })}
                {reservation.payment.currency !== reservation.currency
                  ? ` · ${t('payment.card_charged', { amount: formatMoney(reservation.payment.amount, reservation.payment.currency, i18n.language) })}`
                  : null}
                {reservation.payment.refunded_amount > 0
                  ? ` · ${t('payment.refunded', { amount: formatMoney(reservation.payment.refunded_amount, reservation.payment.currency, i18n.language) })}`
                  : null}
              </>
            ) : null}
            {/* A stay paid in full that grew after booking: the rest is paid at the hotel (a deposit says so above). */}
            {!reservation.deposit && reservation.status !== 'cancelled' && reservation.paid_online > 0 && reservation.due_at_hotel > 0 ? (
              <>
                <br />
                {t('payment.due_at_hotel_line', {
                  paid: formatMoney(reservation.paid_online, reservation.currency, i18n.language),
                  due: formatMoney(reservation.due_at_hotel, reservation.currency, i18n.language),
                })}
              </>
            ) : null}
          </dd>
        </div>
      </dl>
      {reservation.points_earned ? (
        <p className="points-earned">
          {reservation.points_earned.posted
            ? t('confirmation.points_earned', { points: formatCount(reservation.points_earned.points, i18n.language) })
            : t('confirmation.points_to_earn', {
                points: formatCount(reservation.points_earned.points, i18n.language),
                date: date(reservation.points_earned.posts_on),
              })}
        </p>
      ) : null}
      <h2>{t('reservation.rooms')}</h2>
      <ul className="reserved-rooms">
        {reservation.rooms.map((room, index) => (
          <li key={index}>
            <strong>{room.room_type_name}</strong> · {planWithMeals(t, room.room_plan_name, room.meals)}
            <br />
            {partySummary(t, [reservedParty(room)])}
            {childrenDetail(room)} · {personName(room, i18n.language)}
          </li>
        ))}
      </ul>
      {reservation.special_request ? (
        <>
          <h2>{t('guest.special_request')}</h2>
          <p>{reservation.special_request}</p>
        </>
      ) : null}
      <h2>{t('price.title')}</h2>
      <PriceBreakdown
        currency={reservation.currency}
        roomCount={1}
        nights={nights ?? []}
        withoutTax={reservation.room_price_without_tax}
        tax={reservation.tax}
        total={reservation.total_price}
        extras={reservation.extras.map((e) => ({
          ...e,
          name: [
            e.name,
            e.extra_type === 'dated' ? formatDate(e.date, i18n.language, { month: 'short', day: 'numeric' }) : '',
            e.delivery_time ?? '',
          ]
            .filter(Boolean)
            .join(' · '),
        }))}
        promotion={reservation.promotion ? { name: reservation.promotion.name, amount: reservation.promotion_discount_amount } : null}
        coupon={reservation.coupon_code ? { code: reservation.coupon_code, amount: reservation.coupon_discount_amount } : null}
        voucher={
          reservation.voucher_number ? { number: reservation.voucher_number, amount: reservation.voucher_coupon_discount_amount } : null
        }
        points={reservation.spent_points > 0 ? { count: reservation.spent_points, amount: reservation.spending_point_value } : null}
      />
      {reservation.change_fee > 0 ? (
        <p className="field-hint">
          {t('manage.change_fee_included', { fee: formatMoney(reservation.change_fee, reservation.currency, i18n.language) })}
        </p>
      ) : null}
      {reservation.status === 'cancelled' ? (
        <p className="alert alert-info">
          {t('reservation.cancelled_fee', { fee: formatMoney(reservation.cancellation.fee, reservation.currency, i18n.language) })}
          {reservation.cancellation.fee > 0 && reservation.cancellation.fee_charged
            ? ` ${t('manage.fee_charged', {
                amount: formatMoney(
                  reservation.cancellation.fee_charged.cents,
                  reservation.cancellation.fee_charged.currency_iso,
                  i18n.language,
                ),
              })}`
            : null}
        </p>
      ) : null}
      <h2>{t('policy.title')}</h2>
      <CancellationPolicyLines lines={reservation.cancellation_policy.lines} />
    </div>
  );
}

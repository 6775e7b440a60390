import { useState } from 'react';
import { formatDate } from '@yado/domain/date-words';
import { isLocale } from '@yado/domain/locales';
import { formatCount, formatMoney } from '@yado/domain/money';
import type { ConsolePromotion, PromotionCatalogueChoice } from '@yado/domain/wire/console-promotions';
import { consoleApi } from './api';
import { ConsoleError } from './ConsoleError';
import { useConsoleText } from './i18n';
import { OfferList, useOfferList } from './offer-list';
import { PromotionForm, type PromotionChoices } from './PromotionForm';

interface Catalogue {
  hotel_locale: string;
  plans: PromotionCatalogueChoice[];
  room_types: PromotionCatalogueChoice[];
}

const STATUS_CLASSES: Record<ConsolePromotion['status'], string> = {
  scheduled: 'reservation-status status-payment_pending',
  active: 'reservation-status',
  ended: 'reservation-status status-cancelled',
};

/** A promotion's discount and what it is for: "10% off · Room only · Every room type". */
function PromotionTerms({ promotion, choices }: { promotion: ConsolePromotion; choices: PromotionChoices }) {
  const { t, locale } = useConsoleText();
  const off =
    promotion.discount_type === 'percentage'
      ? t('console.economy.coupons.percentOff', { value: formatCount(promotion.discount_value, locale) })
      : t('console.promotions.amountOffPerNight', { amount: formatMoney(promotion.discount_value, promotion.currency, locale) });
  // A list of names joined as the language writes one: Intl's lists add "and", which plan names may hold themselves.
  const namesOf = (codes: string[], entries: PromotionCatalogueChoice[]) =>
    codes.map((code) => entries.find((entry) => entry.code === code)?.name ?? code).join(t('console.promotions.listSeparator'));
  const plans =
    promotion.hotel_plan_codes.length === 0
      ? t('console.economy.everyPlan')
      : promotion.target_mode === 'include'
        ? namesOf(promotion.hotel_plan_codes, choices.plans)
        : t('console.promotions.allPlansBut', { plans: namesOf(promotion.hotel_plan_codes, choices.plans) });
  const roomTypes =
    promotion.room_type_codes.length === 0 ? t('console.promotions.everyRoomType') : namesOf(promotion.room_type_codes, choices.roomTypes);
  return (
    <>
      <div>{off}</div>
      <div className="reservation-sub">
        <bdi>{plans}</bdi>
      </div>
      <div className="reservation-sub">
        <bdi>{roomTypes}</bdi>
      </div>
    </>
  );
}

/** Ends a promotion now, once asked again: it prices no search or booking from then on. */
function EndPromotion({
  hotelCode,
  promotion,
  onEnded,
}: {
  hotelCode: string;
  promotion: ConsolePromotion;
  onEnded: (p: ConsolePromotion) => void;
}) {
  const { t } = useConsoleText();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const end = async () => {
    setPending(true);
    setError(null);
    try {
      const path = `/hotels/${encodeURIComponent(hotelCode)}/promotions/${promotion.id}/end`;
      onEnded((await consoleApi<{ data: { promotion: ConsolePromotion } }>(path, { method: 'POST' })).data.promotion);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  };
  if (!confirming) {
    return (
      <button type="button" className="button" onClick={() => setConfirming(true)}>
        {t('console.promotions.end')}
      </button>
    );
  }
  return (
    <div className="promotion-end">
      <ConsoleError error={error} />
      <p>{t('console.promotions.endConfirm')}</p>
      <div className="actions">
        <button type="button" className="button button-danger" disabled={pending} onClick={() => void end()}>
          {t('console.promotions.confirmEnd')}
        </button>
        <button type="button" className="button" disabled={pending} onClick={() => setConfirming(false)}>
          {t('console.promotions.keep')}
        </button>
      </div>
    </div>
  );
}

/** The hotel's promotions with their terms, periods and status; owners and managers make new ones and end them. */
export function PromotionsPanel({ hotelCode }: { hotelCode: string }) {
  const { t, locale } = useConsoleText();
  const list = useOfferList<ConsolePromotion, Catalogue>(hotelCode, 'promotions');
  const { listed } = list;
  const choices: PromotionChoices | null = listed
    ? {
        currency: listed.currency,
        hotelLocale: isLocale(listed.extra.hotel_locale) ? listed.extra.hotel_locale : 'ja',
        plans: listed.extra.plans,
        roomTypes: listed.extra.room_types,
      }
    : null;
  const period = (start: string, end: string) =>
    t('console.promotions.period', { start: formatDate(start, locale), end: formatDate(end, locale) });
  const onEnded = (promotion: ConsolePromotion) => list.replace(promotion, (listedPromotion) => listedPromotion.id === promotion.id);

  return (
    <>
      {listed?.can_edit && choices ? <PromotionForm hotelCode={hotelCode} choices={choices} onMade={list.add} /> : null}
      <OfferList
        list={list}
        heading={t('console.promotions.listHeading')}
        empty={t('console.promotions.empty')}
        issuedText={(promotion) => t('console.promotions.made', { name: promotion.name })}
        changedText={(promotion) => t('console.promotions.ended', { name: promotion.name })}
        rowKey={(promotion) => promotion.id}
        columns={[
          {
            label: t('console.promotions.promotion'),
            cell: (promotion) => (
              <>
                <bdi>{promotion.name}</bdi>
                <div className="reservation-sub">
                  {t(`console.promotions.kinds.${promotion.discount_target_type}`)}
                  {promotion.code ? (
                    <>
                      {' · '}
                      <code dir="ltr">{promotion.code}</code>
                    </>
                  ) : null}
                </div>
              </>
            ),
          },
          {
            label: t('console.economy.coupons.terms'),
            cell: (promotion) => (choices ? <PromotionTerms promotion={promotion} choices={choices} /> : null),
          },
          {
            label: t('console.promotions.periods'),
            cell: (promotion) => (
              <>
                <div>
                  {t('console.promotions.stays')} {period(promotion.stay_start, promotion.stay_end)}
                </div>
                <div className="reservation-sub">
                  {t('console.promotions.booked')} {period(promotion.booking_start, promotion.booking_end)}
                </div>
              </>
            ),
          },
          {
            label: t('console.promotions.status'),
            cell: (promotion) => (
              <>
                <span className={STATUS_CLASSES[promotion.status]}>{t(`console.promotions.statuses.${promotion.status}`)}</span>
                {listed?.can_edit && promotion.status !== 'ended' ? (
                  <div className="promotion-end-action">
                    <EndPromotion hotelCode={hotelCode} promotion={promotion} onEnded={onEnded} />
                  </div>
                ) : null}
              </>
            ),
          },
        ]}
      />
    </>
  );
}

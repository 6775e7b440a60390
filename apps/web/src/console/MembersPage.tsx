import { useState } from 'react';
import { canEditRatesAndStock, type StaffRole } from '@yado/domain/console';
import type { StaffUser } from '@yado/domain/wire/console';
import { CouponsPanel } from './CouponsPanel';
import { useConsoleText } from './i18n';
import { PointsPanel } from './PointsPanel';
import { PromotionsPanel } from './PromotionsPanel';
import { VouchersPanel } from './VouchersPanel';

const PARTS = ['coupons', 'promotions', 'vouchers', 'points'] as const;
type Part = (typeof PARTS)[number];

/**
 * Members & offers: the brand's coupons, the hotel's promotions and vouchers and a member's points.
 * Everyone at the hotel reads them; owners and managers issue coupons, promotions and vouchers,
 * end promotions and adjust points.
 */
export function MembersPage({ hotel, role }: { hotel: StaffUser['hotels'][number]; role: StaffRole }) {
  const { t } = useConsoleText();
  const [part, setPart] = useState<Part>('coupons');
  const canEdit = canEditRatesAndStock(role);
  return (
    <main className="console-page economy-page">
      <h1>
        {t('console.economy.heading')} · {hotel.name}
      </h1>
      {!canEdit ? <p className="alert">{t('console.economy.readOnly')}</p> : null}
      <div className="reservation-tabs" role="group" aria-label={t('console.economy.parts')}>
        {PARTS.map((p) => (
          <button key={p} type="button" className="reservation-tab" aria-pressed={part === p} onClick={() => setPart(p)}>
            {t(`console.economy.tabs.${p}`)}
          </button>
        ))}
      </div>
      {part === 'coupons' ? <CouponsPanel key={hotel.code} hotelCode={hotel.code} /> : null}
      {part === 'promotions' ? <PromotionsPanel key={hotel.code} hotelCode={hotel.code} /> : null}
      {part === 'vouchers' ? <VouchersPanel key={hotel.code} hotelCode={hotel.code} /> : null}
      {part === 'points' ? <PointsPanel key={hotel.code} hotelCode={hotel.code} canEdit={canEdit} /> : null}
    </main>
  );
}

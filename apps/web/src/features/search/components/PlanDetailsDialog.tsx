import { useTranslation } from '../../../lib/i18n';
import { CancellationPolicy } from '../../../components/CancellationPolicy';
import { Modal } from '../../../components/Modal';
import { useWidget } from '../../../lib/widget-settings';
import type { RoomPlanResult } from '../api/get-rooms';

/** A plan's description and its cancellation policy for the chosen check-in. */
export function PlanDetailsDialog({ plan, checkin, onClose }: { plan: RoomPlanResult; checkin: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { code } = useWidget();
  return (
    <Modal title={plan.room_plan_name} open onClose={onClose}>
      <p>{plan.plan_description}</p>
      <h3>{t('policy.title')}</h3>
      <CancellationPolicy code={code} policyId={plan.cancellation_policy_id} checkin={checkin} />
    </Modal>
  );
}

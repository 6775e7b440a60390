import QRCode from 'qrcode';
import { membershipNumber } from '@yado/domain/members';
import { openSeal, seal } from '../../crypto';
import type { HotelsService } from '../hotels/service';

/**
 * §3 encrypted_membership_id: the member's number sealed with the deployment's key, shown as a QR
 * code the hotel scans (when the brand's encrypted_qr_code_enabled is on). Each showing seals
 * afresh, so codes differ while naming the same member.
 */
export function membershipCards(hotels: HotelsService, key: Buffer) {
  return {
    async cardOf(member: { id: number; brandId: number }) {
      const membershipId = membershipNumber(member.id);
      const { membership_setting } = await hotels.getBrandSettings(member.brandId);
      if (!membership_setting.encrypted_qr_code_enabled)
        return { membership_id: membershipId, encrypted_membership_id: null, qr_code_svg: null };
      const encrypted = seal(membershipId, key);
      const svg = await QRCode.toString(encrypted, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { membership_id: membershipId, encrypted_membership_id: encrypted, qr_code_svg: svg };
    },

    /** The member id a scanned code names, or null for a code this deployment did not make. */
    memberIdOf(encrypted: string): number | null {
      const opened = openSeal(encrypted, key);
      return opened && /^\d{10}$/.test(opened) ? Number(opened) : null;
    },
  };
}

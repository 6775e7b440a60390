import { todayInTimeZone } from '@yado/domain/dates';
import type { PartyPanelSettings } from '../../components/PartyPanel';

/**
 * The party rules of a search over every hotel: children by age (each hotel prices its own tiers
 * from the ages), up to ten guests and five rooms. A hotel's own rules apply on its page.
 */
export const AGENCY_PARTY_SETTINGS: PartyPanelSettings = {
  kids_setting: { kids_type: 'ages', accept_type: 'accept', shared_bed_type: 'per_room' },
  kids_tiers: [],
  max_guests_per_room: 10,
  multi_rooms_search_enabled: true,
  multi_rooms_search_limit: 5,
};

/** Today where the agency's hotels are (Japan), as the API counts dates. */
export const agencyToday = () => todayInTimeZone('Asia/Tokyo');

import { z } from 'zod';
import { MAX_DESCRIPTION_LENGTH, translations } from './catalogue-editing';

/**
 * What the brand's booking pages offer its guests and members, as its owners change it in the
 * console: nearby hotels suggested when a search finds no room (§3 nearby_hotels_suggestion), the
 * room recommender, the sealed QR code on members' cards, and whether members end their account
 * online or by asking the brand, with what to tell them then (§3 membership settings). Shared by
 * the API (its request schema) and the console's form.
 */
export const brandFeaturesChangeSchema = z.object({
  /** A search of a full stay suggests the brand's hotels nearby with rooms. */
  nearby_hotels_suggestion: z.boolean(),
  /** booking/recommender and the recommender widget suggest rooms for a whole party. */
  room_recommender: z.boolean(),
  /** A member's card shows a sealed QR code the hotel scans. */
  encrypted_qr_code_enabled: z.boolean(),
  /** Members ask the brand to remove their account, in place of removing it online. */
  custom_account_removal: z.boolean(),
  /** What the account page tells them then, per language (a general line where none is given). */
  custom_account_removal_description: translations(MAX_DESCRIPTION_LENGTH),
});
export type BrandFeaturesChange = z.output<typeof brandFeaturesChangeSchema>;

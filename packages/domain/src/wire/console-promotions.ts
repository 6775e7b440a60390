import { z } from 'zod';
import { PROMOTION_STATUSES } from '../promotions-editing';
import { promotionSchema } from './promotions';

/** The console's promotions (ADR 0070): the hotel's promotions with where each stands, and what they can target. */

/** A promotion as the console lists it: its terms, its name in every language given and its status. */
export const consolePromotionSchema = promotionSchema.extend({
  name_translations: z.record(z.string(), z.string()),
  /** On the hotel's today; an ended one prices nothing again. */
  status: z.enum(PROMOTION_STATUSES),
  /** When staff ended it early; null otherwise. */
  ended_at: z.string().nullable(),
});
export type ConsolePromotion = z.infer<typeof consolePromotionSchema>;

/** A plan or room type a promotion can name, in the reader's language. */
const catalogueChoice = z.object({ code: z.string(), name: z.string() });
export type PromotionCatalogueChoice = z.infer<typeof catalogueChoice>;

export const consolePromotionListResponse = z.object({
  data: z.object({
    can_edit: z.boolean(),
    currency: z.string(),
    /** The hotel's own language: a promotion's name is required in it. */
    hotel_locale: z.string(),
    plans: z.array(catalogueChoice),
    room_types: z.array(catalogueChoice),
    promotions: z.array(consolePromotionSchema),
  }),
});
export const consolePromotionResponse = z.object({ data: z.object({ promotion: consolePromotionSchema }) });

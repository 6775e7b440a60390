import { pickTranslation } from '@yado/domain/locales';
import type { Db } from '../../db/connect';
import { refuse } from './catalogue-access';

/** The plans guests can book outright (a lottery's are sold by its draw), in the hotel's order. */
function bookablePlans(trx: Db, hotelId: number) {
  return trx
    .selectFrom('plans')
    .select(['hotel_plan_code', 'name_translations', 'name'])
    .where('hotel_id', '=', hotelId)
    .where('lottery_event_id', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/**
 * What a catalogue entry limited to some plans (a question, an extra) chooses from: the hotel's
 * plans named in the staff member's language, and the refusal of a code it lacks, by its place.
 */
export const planChoices = {
  async list(trx: Db, hotelId: number, locale: string) {
    return (await bookablePlans(trx, hotelId)).map((p) => ({
      code: p.hotel_plan_code,
      name: pickTranslation(p.name_translations, locale, p.name),
    }));
  },

  async refuseUnknown(trx: Db, hotelId: number, field: string, codes: readonly string[]) {
    if (codes.length === 0) return;
    const known = new Set((await bookablePlans(trx, hotelId)).map((p) => p.hotel_plan_code));
    refuse(
      codes.flatMap((code, index) => (known.has(code) ? [] : [{ field: `${field}.${index}`, message: 'validation.invalid' as const }])),
    );
  },
};

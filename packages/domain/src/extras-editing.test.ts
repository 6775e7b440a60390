import { describe, expect, it } from 'vitest';
import { bookedExtraProblems, extraCreateSchema, extraProblems, saleDates, type ExtraDraft } from './extras-editing';

const extra: ExtraDraft = {
  names: { ja: '利き酒セット' },
  descriptions: {},
  extra_type: 'generic',
  unit: 'room',
  min_quantity: 1,
  max_quantity: 2,
  order_deadline_hours: 0,
  delivery_times: ['18:00'],
  sort_order: 0,
  on_sale: true,
  plan_codes: [],
  sale: { from: '2030-04-01', to: '2030-04-03', price: 2000, stock: 3 },
};
const fields = (problems: Array<{ field: string; message: string }>) => problems.map((p) => [p.field, p.message]);

describe('extra rules', () => {
  it('reads a sale as the dates from its first to its last, both included', () => {
    expect(saleDates({ from: '2030-02-27', to: '2030-03-01' })).toEqual(['2030-02-27', '2030-02-28', '2030-03-01']);
    expect(saleDates({ from: '2030-03-02', to: '2030-03-01' })).toEqual([]);
  });

  it('upper-cases the code and names a wrong field by its path', () => {
    const parsed = extraCreateSchema.safeParse({ ...extra, code: 'sake-1', delivery_times: ['9:00'] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['delivery_times.0', 'validation.time']]);
    expect(extraCreateSchema.parse({ ...extra, code: 'sake-1' }).code).toBe('SAKE-1');
  });

  it("wants a name in the hotel's language, quantities in order, times once, and a sale from today for at most 400 days", () => {
    expect(extraProblems(extra, 'ja', '2030-03-01')).toEqual([]);
    const wrong = {
      ...extra,
      names: { en: 'Sake' },
      min_quantity: 3,
      delivery_times: ['18:00', '18:00'],
      sale: { from: '2030-02-01', to: '2031-06-01', price: 1, stock: 1 },
    };
    expect(fields(extraProblems(wrong, 'ja', '2030-03-01'))).toEqual([
      ['names.ja', 'validation.name_in_hotel_language'],
      ['max_quantity', 'validation.quantity_range'],
      ['delivery_times.1', 'validation.duplicate'],
      ['sale.from', 'validation.sale_past'],
      ['sale.to', 'validation.sale_too_long'],
    ]);
    expect(fields(extraProblems({ ...extra, sale: { ...extra.sale!, to: '2030-03-31' } }, 'ja', '2030-03-01'))).toEqual([
      ['sale.to', 'validation.sale_period'],
    ]);
  });

  it('keeps what guests booked: kind and unit while booked, a sold date’s price, and no less stock than sold', () => {
    const booked = { upcoming: true, dates: [{ date: '2030-04-02', sold: 2, price: 2000 }] };
    expect(bookedExtraProblems(extra, { ...extra, names: { ja: '新' }, on_sale: false }, booked)).toEqual([]);
    const rewritten = { ...extra, extra_type: 'dated' as const, unit: 'person' as const, sale: { ...extra.sale!, price: 2500, stock: 1 } };
    expect(fields(bookedExtraProblems(extra, rewritten, booked))).toEqual([
      ['extra_type', 'validation.extra_booked'],
      ['unit', 'validation.extra_booked'],
      ['sale.price', 'validation.extra_price_booked'],
      ['sale.stock', 'validation.stock_below_sold'],
    ]);
    // A sale that leaves the sold date out may set any price.
    expect(bookedExtraProblems(extra, { ...extra, sale: { from: '2030-04-03', to: '2030-04-05', price: 9, stock: 0 } }, booked)).toEqual(
      [],
    );
    // Nothing upcoming: kind and unit are free.
    expect(bookedExtraProblems(extra, { ...rewritten, sale: undefined }, { upcoming: false, dates: [] })).toEqual([]);
  });
});

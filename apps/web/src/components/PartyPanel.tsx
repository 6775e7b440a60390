import { useContext } from 'react';
import { useTranslation } from '../lib/i18n';
import { pickTranslation } from '@yado/domain/locales';
import {
  MAX_CHILD_AGE,
  companionTiersAt,
  emptyRoom,
  normaliseRoom,
  partyRulesFrom,
  usesTiers,
  type KidsTierCount,
  type RoomParty,
} from '@yado/domain/party';
import { useMemberSession } from '../lib/member-session';
import { WidgetContext, type InitSettings, type Widget } from '../lib/widget-settings';

const range = (from: number, to: number) => Array.from({ length: Math.max(to - from + 1, 0) }, (_, i) => from + i);

/** The party rules a panel follows: the hotel's init settings, or the agency's for a search of every hotel. */
export type PartyPanelSettings = Pick<
  InitSettings,
  'kids_setting' | 'kids_tiers' | 'max_guests_per_room' | 'multi_rooms_search_enabled' | 'multi_rooms_search_limit'
>;

export interface PartyPanelProps {
  /** Rules other than the widget's hotel's (the agency search). */
  settings?: PartyPanelSettings;
  rooms: RoomParty[];
  onChange: (rooms: RoomParty[]) => void;
  onDone: () => void;
}

/** The rooms and who stays in each, to change: adults, and children by age or by the hotel's tiers. */
export function PartyPanel({ settings, rooms, onChange, onDone }: PartyPanelProps) {
  const { t, i18n } = useTranslation();
  const widget = useContext(WidgetContext);
  const init = settings ?? (widget as Widget).settings.init_settings;
  const kidsType = init.kids_setting.kids_type;
  const childrenAccepted = init.kids_setting.accept_type !== 'not_accept';
  const rules = partyRulesFrom(init);
  const { roomLimit } = rules;
  // A member's companions (§3): the tiers their program turns on, named as the program names them.
  const companionTiers = companionTiersAt(useMemberSession().session?.user.program?.additional_tiers_attributes, rules);
  const maxGuests = Math.min(init.max_guests_per_room, 10);

  const update = (index: number, patch: Partial<RoomParty>) =>
    onChange(rooms.map((room, i) => (i === index ? normaliseRoom({ ...room, ...patch }, kidsType) : room)));
  const setChildren = (index: number, room: RoomParty, count: number) =>
    update(index, { children: count, kids_ages: room.kids_ages.slice(0, count) });
  const setAge = (index: number, room: RoomParty, child: number, age: number | null) => {
    const ages = Array.from({ length: room.children }, (_, i) => (i === child ? age : (room.kids_ages[i] ?? null)));
    // Ages are kept in order up to the first one not given yet; the 'kids' warning asks for the rest.
    const given = ages.findIndex((a) => a === null);
    update(index, { kids_ages: (given === -1 ? ages : ages.slice(0, given)) as number[] });
  };
  const setTier = (index: number, room: RoomParty, code: string, count: number) => {
    const others = room.kids_tiers.filter((tier) => tier.code !== code);
    const tiers: KidsTierCount[] = init.kids_tiers
      .map((tier) => (tier.code === code ? { code, children: count } : others.find((o) => o.code === tier.code)))
      .filter((tier): tier is KidsTierCount => tier !== undefined);
    update(index, { kids_tiers: tiers });
  };

  return (
    <>
      {rooms.map((room, index) => (
        <fieldset key={index} className="party-room">
          <legend>{t('search.room_number', { number: index + 1 })}</legend>
          <label className="inline-field">
            <span>{t('search.adults')}</span>
            <select value={room.adults} onChange={(e) => update(index, { adults: Number(e.target.value) })}>
              {range(1, maxGuests).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          {childrenAccepted && !usesTiers(kidsType) ? (
            <>
              <label className="inline-field">
                <span>{t('search.children')}</span>
                <select value={room.children} onChange={(e) => setChildren(index, room, Number(e.target.value))}>
                  {range(0, maxGuests - room.adults).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              {range(0, room.children - 1).map((child) => (
                <label key={child} className="inline-field">
                  <span>{t('search.child_age', { number: child + 1 })}</span>
                  <select
                    value={room.kids_ages[child] ?? ''}
                    onChange={(e) => setAge(index, room, child, e.target.value === '' ? null : Number(e.target.value))}
                  >
                    <option value="">{t('search.age_choose')}</option>
                    {range(0, MAX_CHILD_AGE).map((age) => (
                      <option key={age} value={age}>
                        {t('search.age', { count: age })}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </>
          ) : null}
          {childrenAccepted && usesTiers(kidsType)
            ? init.kids_tiers.map((tier) => (
                <label key={tier.code} className="inline-field">
                  <span>{pickTranslation(tier.name, i18n.language, tier.code)}</span>
                  <select
                    value={room.kids_tiers.find((k) => k.code === tier.code)?.children ?? 0}
                    onChange={(e) => setTier(index, room, tier.code, Number(e.target.value))}
                  >
                    {range(0, Math.min(maxGuests - room.adults, 6)).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
              ))
            : null}
          {companionTiers.map((tier) => (
            <label key={tier.code} className="inline-field">
              <span>{pickTranslation(tier.translation_map, i18n.language, tier.code)}</span>
              <select value={room[tier.code] ?? 0} onChange={(e) => update(index, { [tier.code]: Number(e.target.value) })}>
                {range(0, Math.min(maxGuests - room.adults - room.children, 6)).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          ))}
          {rooms.length > 1 ? (
            <button
              type="button"
              className="link-button"
              onClick={() => onChange(rooms.filter((_, i) => i !== index))}
              aria-label={t('search.remove_room_label', { number: index + 1 })}
            >
              {t('search.remove_room')}
            </button>
          ) : null}
        </fieldset>
      ))}
      <div className="party-actions">
        {rooms.length < roomLimit ? (
          <button type="button" className="button" onClick={() => onChange([...rooms, emptyRoom(rooms[0]?.adults)])}>
            {t('search.add_room')}
          </button>
        ) : null}
        <button type="button" className="button button-primary" onClick={onDone}>
          {t('search.done')}
        </button>
      </div>
    </>
  );
}

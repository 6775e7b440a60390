import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { placeSuggestQuery, type PlaceSuggestion } from '../api';

export interface PlaceValue {
  /** What the field shows: the name picked, or what was typed. */
  text: string;
  /** The place id picked from the suggestions; null for typed text (the search reads it as a name). */
  id: string | null;
}

/** Typing settles for a moment before the suggestions are asked, so each key is not a request. */
function useSettled(value: string, ms = 150): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The place field with suggestions as one types (GET places/suggest): an ARIA combobox with a list
 * box — arrow keys move through the suggestions, Enter picks one, Escape closes the list.
 */
export function PlaceCombobox({ value, onChange }: { value: PlaceValue; onChange: (value: PlaceValue) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useSettled(value.id ? '' : value.text);
  const suggestions = useQuery(placeSuggestQuery(settled, i18n.language));
  const options: PlaceSuggestion[] = settled.trim() && suggestions.data ? suggestions.data : [];
  const expanded = open && options.length > 0;

  function pick(option: PlaceSuggestion) {
    // A hotel is searched by its name; a place by its id.
    onChange({ text: option.name, id: option.kind === 'hotel' ? null : option.id });
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="field place-field">
      <label className="field-label" htmlFor={`${id}-input`}>
        {t('agency.place')}
      </label>
      <input
        id={`${id}-input`}
        className="place-input"
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder={t('agency.place_placeholder')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        value={value.text}
        onChange={(event) => {
          onChange({ text: event.target.value, id: null });
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={`${id}-list`} role="listbox" className="place-options" aria-label={t('agency.suggestions')} hidden={!expanded}>
        {options.map((option, index) => (
          <li
            key={`${option.kind}-${option.id}`}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'place-option active' : 'place-option'}
            // Picked before the field's blur closes the list.
            onPointerDown={(event) => {
              event.preventDefault();
              pick(option);
            }}
          >
            <span className="place-option-name">{option.name}</span>
            <span className="place-option-kind">
              {t(`agency.kind.${option.kind}`)}
              {option.city && option.city !== option.name ? ` · ${option.city}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {open && settled.trim() && suggestions.data ? t('agency.suggestion_count', { count: options.length }) : ''}
      </p>
    </div>
  );
}

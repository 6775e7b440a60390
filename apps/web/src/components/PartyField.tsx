import { lazy, Suspense, useEffect, useId } from 'react';
import type { RoomParty } from '@yado/domain/party';
import { Spinner } from './Spinner';
import { useTranslation } from '../lib/i18n';
import { partySummary } from '../lib/party-summary';
import { usePopover } from '../lib/use-popover';
import type { PartyPanelSettings } from './PartyPanel';

// The editor loads when the guest first opens it, keeping it out of the first page load.
const PartyPanel = lazy(async () => ({ default: (await import('./PartyPanel')).PartyPanel }));

interface Props {
  /** Party rules other than the widget's hotel's (the agency search). */
  settings?: PartyPanelSettings;
  rooms: RoomParty[];
  onChange: (rooms: RoomParty[]) => void;
  /** A party problem to show under the field, already translated. */
  error: string | null;
  /** Opens the editor each time it changes (from 1): a result asks the guest to finish the party. */
  openRequest?: number;
}

/** Rooms and who stays in each, summed up on a button that opens the editor (PartyPanel) in a popover. */
export function PartyField({ settings, rooms, onChange, error, openRequest = 0 }: Props) {
  const { t } = useTranslation();
  const { open, setOpen, close, wrapper, button } = usePopover();
  const panelId = useId();
  const summary = partySummary(t, rooms);
  useEffect(() => {
    if (openRequest === 0) return;
    setOpen(true);
    // The guest (and the keyboard's focus) go to the field, far from the result that asked: Tab goes on into the editor.
    button.current?.scrollIntoView({ block: 'center' });
    button.current?.focus({ preventScroll: true });
  }, [openRequest, setOpen, button]);

  return (
    <div className="field party-field" ref={wrapper}>
      <span className="field-label" id={`${panelId}-label`}>
        {t('search.guests')}
      </span>
      <button
        ref={button}
        type="button"
        className="field-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={`${panelId}-label ${panelId}-value`}
        aria-describedby={error ? `${panelId}-error` : undefined}
        onClick={() => setOpen(!open)}
      >
        <span id={`${panelId}-value`}>{summary}</span>
      </button>
      {error ? (
        <p id={`${panelId}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {open ? (
        <div id={panelId} className="popover party-panel" role="dialog" aria-modal="false" aria-label={t('search.guests')}>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <PartyPanel settings={settings} rooms={rooms} onChange={onChange} onDone={close} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}

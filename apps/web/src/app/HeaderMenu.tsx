import { useId, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { usePopover } from '../lib/use-popover';

/**
 * The header's links. On a wide screen they sit in the header row; on a phone they fold behind a
 * Menu button (CSS decides which), because four links and the language select do not fit in one
 * row of 390 px without each link wrapping onto several lines. The layout gives it a new key on
 * each page, so a link followed leaves the next page's menu folded.
 */
export function HeaderMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { open, setOpen, wrapper, button } = usePopover();
  const panelId = useId();
  return (
    <div className={open ? 'header-menu open' : 'header-menu'} ref={wrapper}>
      <button
        type="button"
        className="menu-toggle"
        ref={button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="menu-icon" aria-hidden="true" />
        {t('header.menu')}
      </button>
      <div className="header-links" id={panelId}>
        {children}
      </div>
    </div>
  );
}

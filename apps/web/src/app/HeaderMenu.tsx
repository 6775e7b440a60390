import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../lib/i18n';

/**
 * The header's links. On a wide screen they sit in the header row; on a phone they fold behind a
 * Menu button (CSS decides which), because four links and the language select do not fit in one
 * row of 390 px without each link wrapping onto several lines.
 */
export function HeaderMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Open on the page it was opened on: a link followed leaves the next page's menu folded.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (wanted: boolean) => setOpenOn(wanted ? pathname : null);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className={open ? 'header-menu open' : 'header-menu'} ref={menuRef}>
      <button
        type="button"
        className="menu-toggle"
        ref={toggleRef}
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

import { useEffect, useState } from 'react';
import { NATIVE_LOCALE_NAMES, type Locale } from '@yado/domain/locales';
import { canEditBrandSettings } from '@yado/domain/console';
import { canManageStaff } from '@yado/domain/console-staff';
import type { StaffUser } from '@yado/domain/wire/console';
import { Spinner } from '../components/Spinner';
import { AccountPage } from './AccountPage';
import { consoleApi, setConsoleApiLocale, setConsoleSignedOutHandler } from './api';
import { AuditPage } from './AuditPage';
import { CalendarPage } from './CalendarPage';
import { CataloguePage } from './CataloguePage';
import { CONSOLE_LOCALES, setConsoleLocale, useConsoleText } from './i18n';
import { LotteriesPage } from './LotteriesPage';
import { MembersPage } from './MembersPage';
import { ReservationsPage } from './ReservationsPage';
import { SettingsPage } from './SettingsPage';
import { SignInPage } from './SignInPage';
import { StaffPage } from './StaffPage';

type Screen = 'reservations' | 'calendar' | 'catalogue' | 'lotteries' | 'members' | 'settings' | 'audit' | 'staff' | 'account';

/** Where a user starts: the front desk at the reservations, those who set rates at the calendar. */
const firstScreen = (user: StaffUser): Screen => (user.role === 'front_desk' ? 'reservations' : 'calendar');
/**
 * The screens a user's menu offers: the catalogue only to those who may change it, Staff only to
 * owners; Lotteries, Members & offers and Settings to all, their changes to those who set rates.
 */
const screensOf = (user: StaffUser): Screen[] => [
  'reservations',
  'calendar',
  ...(user.role === 'front_desk' ? [] : (['catalogue'] as const)),
  'lotteries',
  'members',
  'settings',
  'audit',
  ...(canManageStaff(user.role) ? (['staff'] as const) : []),
  'account',
];

function LanguageChooser() {
  const { t, locale } = useConsoleText();
  return (
    <label className="console-language">
      <span className="visually-hidden">{t('console.language')}</span>
      <select
        value={locale}
        onChange={(event) => {
          const next = event.currentTarget.value as Locale;
          setConsoleApiLocale(next);
          void setConsoleLocale(next);
        }}
      >
        {CONSOLE_LOCALES.map((l) => (
          <option key={l} value={l} lang={l.replace('_', '-')}>
            {NATIVE_LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The console: sign-in, then the hotel picker and the screens of the hotel chosen. */
export function ConsoleApp() {
  const { t } = useConsoleText();
  const [user, setUser] = useState<StaffUser | null | undefined>(undefined);
  const [chosenHotel, setHotelCode] = useState<string | null>(null);
  const [screen, setScreen] = useState<Screen>('calendar');

  useEffect(() => {
    setConsoleSignedOutHandler(() => setUser(null));
    consoleApi<{ data: { user: StaffUser } }>('/me').then(
      (answer) => {
        setScreen(firstScreen(answer.data.user));
        setUser(answer.data.user);
      },
      () => setUser(null),
    );
  }, []);

  // A user of one hotel goes straight to it.
  const hotelCode = chosenHotel ?? (user && user.hotels.length === 1 ? (user.hotels[0]?.code ?? null) : null);

  const header = (
    <header className="console-header">
      <span className="console-brand">{t('console.title')}</span>
      {user ? (
        <nav aria-label={t('console.nav.label')} className="console-nav">
          {user.hotels.length > 1 && hotelCode ? (
            <label className="console-hotel">
              <span className="visually-hidden">{t('console.nav.hotel')}</span>
              <select value={hotelCode} onChange={(event) => setHotelCode(event.currentTarget.value)}>
                {user.hotels.map((h) => (
                  <option key={h.code} value={h.code}>
                    {h.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {hotelCode
            ? screensOf(user).map((s) => (
                <button
                  key={s}
                  type="button"
                  className="console-tab"
                  aria-current={screen === s ? 'page' : undefined}
                  onClick={() => setScreen(s)}
                >
                  {t(`console.nav.${s}`)}
                </button>
              ))
            : null}
          <button
            type="button"
            className="console-tab"
            onClick={() => {
              void consoleApi('/session', { method: 'DELETE' }).finally(() => {
                setUser(null);
                setHotelCode(null);
              });
            }}
          >
            {t('console.nav.signOut')}
          </button>
        </nav>
      ) : null}
      <LanguageChooser />
    </header>
  );

  let body;
  if (user === undefined)
    body = (
      <main className="console-page" aria-busy="true">
        <Spinner label={t('console.loading')} />
      </main>
    );
  else if (user === null)
    body = (
      <SignInPage
        onSignedIn={(signedIn) => {
          setScreen(firstScreen(signedIn));
          setUser(signedIn);
        }}
      />
    );
  else if (!hotelCode) {
    body = (
      <main className="console-page console-narrow">
        <h1>{t('console.hotels.heading')}</h1>
        {user.hotels.length === 0 ? <p>{t('console.hotels.none')}</p> : null}
        <ul className="console-hotel-list">
          {user.hotels.map((h) => (
            <li key={h.code}>
              <button type="button" className="button button-primary" onClick={() => setHotelCode(h.code)}>
                {h.name}
              </button>
            </li>
          ))}
        </ul>
      </main>
    );
  } else {
    const hotel = user.hotels.find((h) => h.code === hotelCode) ?? user.hotels[0];
    if (hotel && screen === 'reservations') body = <ReservationsPage key={hotel.code} hotel={hotel} />;
    else if (hotel && screen === 'calendar') body = <CalendarPage hotel={hotel} />;
    else if (hotel && screen === 'catalogue') body = <CataloguePage key={hotel.code} hotel={hotel} />;
    else if (hotel && screen === 'lotteries') body = <LotteriesPage key={hotel.code} hotel={hotel} />;
    else if (hotel && screen === 'members') body = <MembersPage key={hotel.code} hotel={hotel} role={user.role} />;
    else if (hotel && screen === 'settings')
      body = <SettingsPage key={hotel.code} hotel={hotel} brandDefaults={canEditBrandSettings(user)} />;
    else if (hotel && screen === 'audit') body = <AuditPage hotel={hotel} />;
    else if (hotel && screen === 'staff' && canManageStaff(user.role)) body = <StaffPage key={hotel.code} hotel={hotel} />;
    else body = <AccountPage user={user} onChanged={setUser} />;
  }

  return (
    <div className="console">
      {header}
      {body}
    </div>
  );
}

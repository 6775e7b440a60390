import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { HostCommand } from '@yado/domain/host-messages';
import { pollChatbotUserId, syncChatbotUser } from '../lib/chatbot-sync';
import { closeWidget, currentDelivery, hasHost, onHostCommand, postToHost } from '../lib/host-bridge';
import { checkMemberSession, signInFromChatbot, signOutMember } from '../lib/member-session';
import { signOutCorporate } from '../lib/corporate-session';
import { widgetHref } from '../lib/widget-url';
import { useSwitchLocale } from '../lib/use-switch-locale';

const SIGN_IN_PAGES = ['/sign-in', '/sign-up', '/forgot-password', '/chat-sign-in', '/chat-sign-up'];
const isModalOpen = () => document.querySelector('dialog[open], [aria-modal="true"]') !== null;

/**
 * The framed widget's conversation with its host page (§4 host-page messages): tells it the widget
 * opened, obeys its commands, closes on Escape when closable, and in the chatbot frame learns the
 * chatbot's user.
 */
export function useHostBridge(opened: { code: string; locale: string } | null) {
  const switchLocale = useSwitchLocale();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const told = useRef(false);

  useEffect(() => {
    if (!opened || told.current || !hasHost()) return;
    told.current = true;
    postToHost('booking-widget-opened', { hotel_code: opened.code, locale: opened.locale, path: pathname });
  }, [opened, pathname]);

  useEffect(() => {
    const obey = (command: HostCommand) => {
      switch (command.type) {
        case 'setLocale':
          return switchLocale(command.payload.locale);
        case 'setCurrency': {
          const updated = new URLSearchParams(params);
          updated.set('currency', command.payload.currency);
          return setParams(updated, { replace: true });
        }
        case 'getTriplabotUserId':
          return syncChatbotUser({ user_id: command.payload.user_id, session: null });
        case 'receiveTriplabotSession':
          syncChatbotUser(command.payload);
          if (command.payload.session) void signInFromChatbot(command.payload.session);
          return undefined;
        case 'login': {
          // §4 step 7: the host signed the guest out (or in again); either way they leave the sign-in pages for the results.
          // A logout ends every sign-in here, the corporate one too (§4 Logout).
          const done =
            command.payload.action === 'logout' ? Promise.all([signOutMember(), signOutCorporate()]) : checkMemberSession({ again: true });
          void done.then(() => {
            if (opened && SIGN_IN_PAGES.includes(location.pathname)) navigate(widgetHref('/booking/result', opened.code));
          });
          return undefined;
        }
        default:
          // receiveCompanionInfo: companions arrive with the member profile's travel companions.
          return undefined;
      }
    };
    return onHostCommand(obey);
  }, [switchLocale, params, setParams, navigate, opened]);

  useEffect(() => (currentDelivery().chatbot ? pollChatbotUserId() : undefined), []);

  useEffect(() => {
    if (!currentDelivery().closable) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !isModalOpen()) closeWidget();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

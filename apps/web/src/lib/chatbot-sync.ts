import { postToHost } from './host-bridge';
import { sessionStore } from './storage';

/** The chatbot user the guest is in the chatbot around the widget (§4 session start-up, step 8). */
const USER_KEY = 'yado_chatbot_user';
export const CHATBOT_POLL_MS = 200;
export const CHATBOT_POLL_LIMIT_MS = 2000;

export interface ChatbotUser {
  user_id: string;
  session: string | null;
}

export function chatbotUser(): ChatbotUser | null {
  try {
    const stored = JSON.parse(sessionStore.get(USER_KEY) ?? 'null') as ChatbotUser | null;
    return stored?.user_id ? stored : null;
  } catch {
    return null;
  }
}

/** Keeps the chatbot's user (and its session when handed over) and tells the chatbot the widget is in step. */
export function syncChatbotUser(user: ChatbotUser) {
  sessionStore.set(USER_KEY, JSON.stringify(user));
  postToHost('triplabotSynced', { user_id: user.user_id });
}

/** Asks the chatbot for its user id every 200 ms until it answers, giving up after 2000 ms. */
export function pollChatbotUserId(): () => void {
  if (chatbotUser()) return () => undefined;
  const started = Date.now();
  const ask = () => postToHost('getTriplabotUserId', {});
  ask();
  const timer = setInterval(() => {
    if (chatbotUser() || Date.now() - started >= CHATBOT_POLL_LIMIT_MS) clearInterval(timer);
    else ask();
  }, CHATBOT_POLL_MS);
  return () => clearInterval(timer);
}

/** How the widget was delivered, from its start-up parameters (§1 delivery modes, §2). */
export interface Delivery {
  /** Inside a chatbot's frame (iframe=triplabot): no language selector, session shared with the chatbot. */
  chatbot: boolean;
  /** The page around the frame can close it, so the widget shows a close button. */
  closable: boolean;
  /** Opened from the chatbot: closing it asks the host page to show the chatbot again. */
  fromChatbot: boolean;
  /** The chatbot user the link was made for (triplabot_user_id), if any. */
  chatbotUserId: string | null;
}

const flag = (value: string | null) => value === 'true' || value === '1';

export function deliveryFromParams(params: URLSearchParams): Delivery {
  return {
    chatbot: params.get('iframe') === 'triplabot',
    closable: flag(params.get('closable')),
    fromChatbot: flag(params.get('fromChatbot')),
    chatbotUserId: params.get('triplabot_user_id') || null,
  };
}

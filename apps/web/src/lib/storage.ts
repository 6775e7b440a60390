/**
 * Browser storage that never throws. Inside a third-party frame a browser may refuse storage
 * altogether (Chromium does when third-party cookies are blocked); values then live in memory for
 * the life of the page, so the widget keeps working and only forgets on reload.
 */
export interface SafeStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function safeStore(area: () => Storage): SafeStore {
  const memory = new Map<string, string>();
  // undefined when the browser refuses the storage; the memory map then stands in for it.
  const attempt = <T>(action: (storage: Storage) => T): T | undefined => {
    try {
      return action(area());
    } catch {
      return undefined;
    }
  };
  return {
    get(key) {
      const stored = attempt((s) => s.getItem(key));
      return stored === undefined ? (memory.get(key) ?? null) : stored;
    },
    set(key, value) {
      const saved = attempt((s) => (s.setItem(key, value), true));
      if (!saved) memory.set(key, value);
    },
    remove(key) {
      memory.delete(key);
      attempt((s) => s.removeItem(key));
    },
  };
}

/** Kept across visits. */
export const localStore = safeStore(() => localStorage);
/** Kept for this tab (or this frame in this tab). */
export const sessionStore = safeStore(() => sessionStorage);

/** True when the widget runs inside another page's frame (loader, chatbot). */
export const framed: boolean = (() => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
})();

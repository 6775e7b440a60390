import { afterEach, describe, expect, it, vi } from 'vitest';

/** A Storage that works, or one whose every use throws as a browser refusing it does. */
function fakeStorage(refused: boolean): Storage {
  const items = new Map<string, string>();
  const guard = () => {
    if (refused) throw new DOMException('Access is denied for this document.', 'SecurityError');
  };
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => (guard(), items.get(k) ?? null),
    setItem: (k, v) => (guard(), void items.set(k, v)),
    removeItem: (k) => (guard(), void items.delete(k)),
  };
}

async function load(refused: boolean) {
  vi.resetModules();
  const storage = fakeStorage(refused);
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', fakeStorage(refused));
  return { storage, ...(await import('./storage')) };
}

afterEach(() => vi.unstubAllGlobals());

describe('storage that never throws', () => {
  it('uses the browser storage when allowed', async () => {
    const { localStore, storage } = await load(false);
    localStore.set('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    expect(localStore.get('k')).toBe('v');
    localStore.remove('k');
    expect(localStore.get('k')).toBeNull();
  });

  it('keeps values in memory for the page when the browser refuses storage', async () => {
    const { localStore, sessionStore } = await load(true);
    expect(localStore.get('k')).toBeNull();
    localStore.set('k', 'v');
    sessionStore.set('s', 'w');
    expect([localStore.get('k'), sessionStore.get('s')]).toEqual(['v', 'w']);
    localStore.remove('k');
    expect(localStore.get('k')).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./client-session', () => ({ ensureClientSession: async () => 'client-session', clearClientSession: () => undefined }));

const { apiRequest } = await import('./api-client');
const { adoptBrand, checkMemberSession } = await import('./member-session');

/** The browser's storage as another tab shares it: one map behind every call. */
const stored = new Map<string, string>();
const fakeStorage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
};

const later = new Date(Date.now() + 86_400_000).toISOString();
const earlier = new Date(Date.now() - 60_000).toISOString();
const session = (token: string, expiresAt = later, memberId = 7) => ({
  access_token: token,
  expires_at: expiresAt,
  refresh_token: `refresh-${token}`,
  refresh_expires_at: later,
  user: { id: memberId },
});
const keep = (brandId: number, kept: ReturnType<typeof session>) => stored.set(`yado_member:${brandId}`, JSON.stringify(kept));
const kept = (brandId: number) => JSON.parse(stored.get(`yado_member:${brandId}`) ?? 'null') as { access_token: string } | null;

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
const refusal = (status: number, code: string | number) =>
  reply(status, { errors: [{ title: 'No', status, code, details: { base: [] } }] });
const bearerOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string>).Authorization ?? null;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('a member session renewed while other calls are out', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('location', { origin: 'http://widget.test' });
    vi.stubGlobal('localStorage', fakeStorage);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    stored.clear();
  });

  it('keeps the member signed in when a call meets the ended session while another renews it', async () => {
    keep(1, session('old', earlier));
    adoptBrand(1, 'H1');
    const refreshAsked = deferred<void>();
    const refreshAnswer = deferred<Response>();
    fetchMock.mockImplementation(async (url, init) => {
      const path = new URL(String(url)).pathname;
      if (path.endsWith('/membership/refresh')) {
        expect(bearerOf(init)).toBeNull();
        refreshAsked.resolve();
        return refreshAnswer.promise;
      }
      if (bearerOf(init) === 'Bearer new') return reply(200, { data: path });
      // The server ended the old session as the renewal began: the call that comes back later is 401.
      if (path === '/api/v1/first') return refusal(403, 4000);
      await refreshAsked.promise;
      return refusal(401, 'NOT_SIGNED_IN');
    });

    const first = apiRequest('/first');
    const second = apiRequest('/second');
    await refreshAsked.promise;
    await new Promise((settle) => setTimeout(settle, 0));
    refreshAnswer.resolve(reply(200, { data: session('new') }));

    await expect(Promise.all([first, second])).resolves.toEqual([{ data: '/api/v1/first' }, { data: '/api/v1/second' }]);
    expect(kept(1)?.access_token).toBe('new');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/membership/refresh'))).toHaveLength(1);
  });

  it('takes up the session another tab renewed, instead of signing out', async () => {
    keep(2, session('old'));
    adoptBrand(2, 'H2');
    keep(2, session('other-tab'));
    fetchMock.mockImplementation(async (_url, init) =>
      bearerOf(init) === 'Bearer other-tab' ? reply(200, { data: 'me' }) : refusal(401, 'NOT_SIGNED_IN'),
    );
    await expect(apiRequest('/user/me')).resolves.toEqual({ data: 'me' });
    expect(fetchMock.mock.calls.map(([, init]) => bearerOf(init))).toEqual(['Bearer old', 'Bearer other-tab']);
    expect(kept(2)?.access_token).toBe('other-tab');
  });

  it('takes up the session another tab renewed when its own renewal finds the refresh token spent', async () => {
    keep(3, session('old', earlier));
    adoptBrand(3, 'H3');
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/membership/refresh')) {
        keep(3, session('other-tab'));
        return refusal(401, 'NOT_SIGNED_IN');
      }
      return bearerOf(init) === 'Bearer other-tab' ? reply(200, { data: 'me' }) : refusal(403, 4000);
    });
    await expect(apiRequest('/user/me')).resolves.toEqual({ data: 'me' });
    expect(kept(3)?.access_token).toBe('other-tab');
  });

  it('keeps the session another tab renewed when the start-up check finds the old one gone', async () => {
    keep(4, session('old'));
    adoptBrand(4, 'H4');
    keep(4, session('other-tab'));
    fetchMock.mockResolvedValue(reply(200, { data: { user: null, session: null }, meta: { reset_code: 3401 } }));
    await checkMemberSession();
    expect(kept(4)?.access_token).toBe('other-tab');
  });

  it("waits for another tab's renewal and takes up its session, spending no refresh token", async () => {
    keep(7, session('old', earlier));
    adoptBrand(7, 'H7');
    // Web Locks as the browser gives them: one holder per name, the others queued.
    const queue = new Map<string, Promise<unknown>>();
    const request = (name: string, work: () => Promise<unknown>) => {
      const next = (queue.get(name) ?? Promise.resolve()).then(work);
      queue.set(
        name,
        next.catch(() => undefined),
      );
      return next;
    };
    vi.stubGlobal('navigator', { locks: { request } });
    const otherTab = deferred<void>();
    queue.set('yado_member_renewal:7', otherTab.promise);
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/membership/refresh')) return refusal(401, 'NOT_SIGNED_IN');
      // The other tab's renewal has ended the old session already.
      return bearerOf(init) === 'Bearer other-tab' ? reply(200, { data: 'me' }) : refusal(401, 'NOT_SIGNED_IN');
    });
    const call = apiRequest('/user/me');
    await new Promise((settle) => setTimeout(settle, 0));
    // The other tab keeps its renewed session, then lets go of the lock.
    keep(7, session('other-tab'));
    otherTab.resolve();
    await expect(call).resolves.toEqual({ data: 'me' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/membership/refresh'))).toBe(false);
    expect(kept(7)?.access_token).toBe('other-tab');
  });

  it('never asks a call again as another member another tab signed in, and leaves that tab its session', async () => {
    keep(6, session('old'));
    adoptBrand(6, 'H6');
    keep(6, session('someone-else', later, 8));
    fetchMock.mockResolvedValueOnce(refusal(401, 'NOT_SIGNED_IN')).mockResolvedValueOnce(reply(200, { data: 'guest' }));
    await expect(apiRequest('/user/me', { method: 'PUT', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(kept(6)?.access_token).toBe('someone-else');
    await apiRequest('/hotels');
    expect(bearerOf(fetchMock.mock.calls[1]?.[1])).toBeNull();
  });

  it('stays signed in when the renewal got no answer of ours, and renews on the next call', async () => {
    keep(9, session('old', earlier));
    adoptBrand(9, 'H9');
    let tries = 0;
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/membership/refresh')) {
        tries++;
        if (tries === 1) throw new TypeError('Failed to fetch');
        // A proxy's page in front of the API, not our refusal.
        if (tries === 2) return new Response('<html>Forbidden</html>', { status: 403, headers: { 'content-type': 'text/html' } });
        return reply(200, { data: session('new') });
      }
      return bearerOf(init) === 'Bearer new' ? reply(200, { data: 'me' }) : refusal(403, 4000);
    });
    await expect(apiRequest('/user/me')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(kept(9)?.access_token).toBe('old');
    await expect(apiRequest('/user/me')).rejects.toMatchObject({ code: 'PROCESSING_ERROR' });
    expect(kept(9)?.access_token).toBe('old');

    await expect(apiRequest('/user/me')).resolves.toEqual({ data: 'me' });
    expect(kept(9)?.access_token).toBe('new');
  });

  it('signs out when the renewal is refused, and answers a call refused meanwhile with its own refusal', async () => {
    keep(10, session('old', earlier));
    adoptBrand(10, 'H10');
    const refreshAnswer = deferred<Response>();
    fetchMock.mockImplementation(async (url, init) => {
      const path = new URL(String(url)).pathname;
      if (path.endsWith('/membership/refresh')) return refreshAnswer.promise;
      if (path === '/api/v1/first') return refusal(403, 4000);
      return bearerOf(init) === 'Bearer old' ? refusal(401, 'NOT_SIGNED_IN') : reply(200, { data: path });
    });
    const first = apiRequest('/first');
    await new Promise((settle) => setTimeout(settle, 0));
    // A call the server refused outright, while the renewal is out.
    const second = apiRequest('/second');
    refreshAnswer.resolve(refusal(400, 1000));
    await expect(first).rejects.toMatchObject({ status: 403 });
    await expect(second).rejects.toMatchObject({ status: 401 });
    expect(kept(10)).toBeNull();
  });

  it("answers a call refused while a renewal got no answer with its own refusal, not the renewal's failure", async () => {
    keep(11, session('old', earlier));
    adoptBrand(11, 'H11');
    const refreshAsked = deferred<void>();
    const connectionDrops = deferred<void>();
    fetchMock.mockImplementation(async (url) => {
      const path = new URL(String(url)).pathname;
      if (path.endsWith('/membership/refresh')) {
        refreshAsked.resolve();
        await connectionDrops.promise;
        throw new TypeError('Failed to fetch');
      }
      if (path === '/api/v1/first') return refusal(403, 4000);
      // Refused while the renewal is out.
      await refreshAsked.promise;
      return refusal(401, 'NOT_SIGNED_IN');
    });
    const first = apiRequest('/first');
    const second = apiRequest('/second');
    await refreshAsked.promise;
    await new Promise((settle) => setTimeout(settle, 0));
    connectionDrops.resolve();
    await expect(first).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await expect(second).rejects.toMatchObject({ status: 401 });
  });

  it('signs out here, and forgets the kept session, when nothing replaced it', async () => {
    keep(5, session('old'));
    adoptBrand(5, 'H5');
    fetchMock.mockResolvedValueOnce(refusal(401, 'NOT_SIGNED_IN')).mockResolvedValueOnce(reply(200, { data: 'guest' }));
    await expect(apiRequest('/user/me')).rejects.toMatchObject({ status: 401 });
    expect(kept(5)).toBeNull();
    await apiRequest('/hotels');
    expect(bearerOf(fetchMock.mock.calls[1]?.[1])).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryDelayMs } from './retry';

vi.mock('./client-session', () => ({ ensureClientSession: async () => 'session-token', clearClientSession: () => undefined }));

const { apiRequest, ApiError, setMemberToken, setMemberSessionKeeper, setSignedOutHandler } = await import('./api-client');
const keepWith = (renew: () => Promise<boolean>, replaced: (sent: string) => Promise<boolean> = async () => false) =>
  setMemberSessionKeeper({ renew, replaced });

function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}
const tooMany = (headers: Record<string, string> = {}) =>
  reply(429, { errors: [{ title: 'Too many', status: 429, code: 'TOO_MANY_REQUESTS', details: { base: [] } }] }, headers);

describe('429 retry schedule', () => {
  it('waits as long as Retry-After says, within a ceiling', () => {
    expect(retryDelayMs(0, '2')).toBe(2000);
    expect(retryDelayMs(0, '600')).toBe(8000);
  });
  it('otherwise doubles from 400 ms, half of it random', () => {
    expect([0, 1, 2].map((a) => retryDelayMs(a, null, () => 0))).toEqual([200, 400, 800]);
    expect([0, 1, 2].map((a) => retryDelayMs(a, null, () => 1))).toEqual([400, 800, 1600]);
  });
});

describe('apiRequest on 429', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('location', { origin: 'http://widget.test' });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('retries a GET after waiting, and returns what the server then answers', async () => {
    fetchMock.mockResolvedValueOnce(tooMany({ 'retry-after': '1' })).mockResolvedValueOnce(reply(200, { data: 'rooms' }));
    const request = apiRequest<{ data: string }>('/hotels/x/rooms');
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(request).resolves.toEqual({ data: 'rooms' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after three retries with the 429 error', async () => {
    fetchMock.mockImplementation(async () => tooMany());
    const request = apiRequest('/hotels/x/rooms');
    const outcome = request.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).code).toBe('TOO_MANY_REQUESTS');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('never repeats a POST', async () => {
    fetchMock.mockResolvedValueOnce(tooMany());
    await expect(apiRequest('/hotels/x/reservations', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 429 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('apiRequest on 403 IDP_EXPIRED (4000)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const expired = () => reply(403, { errors: [{ title: 'Expired', status: 403, code: 4000, details: { base: [] } }] });
  const signedOut = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('location', { origin: 'http://widget.test' });
    vi.stubGlobal('fetch', fetchMock);
    setSignedOutHandler(signedOut);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    signedOut.mockReset();
    setMemberToken(null);
  });

  it('renews the session and asks once more, with the new token', async () => {
    setMemberToken('ended');
    keepWith(async () => {
      setMemberToken('renewed');
      return true;
    });
    fetchMock.mockResolvedValueOnce(expired()).mockResolvedValueOnce(reply(200, { data: 'me' }));
    await expect(apiRequest('/user/me')).resolves.toEqual({ data: 'me' });
    const sent = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>).Authorization);
    expect(sent).toEqual(['Bearer ended', 'Bearer renewed']);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('signs the member out here when the session cannot be renewed, or expires again', async () => {
    setMemberToken('ended');
    keepWith(async () => false);
    fetchMock.mockResolvedValueOnce(expired());
    await expect(apiRequest('/user/me')).rejects.toMatchObject({ code: 4000 });
    expect(signedOut).toHaveBeenCalledTimes(1);

    keepWith(async () => true);
    fetchMock.mockResolvedValueOnce(expired()).mockResolvedValueOnce(expired());
    await expect(apiRequest('/user/me')).rejects.toMatchObject({ code: 4000 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(signedOut).toHaveBeenCalledTimes(2);
  });

  it('asks again, as whoever is signed in now, when the session was replaced while the call was out', async () => {
    setMemberToken('ended');
    const notSignedIn = () =>
      reply(401, { errors: [{ title: 'Not signed in', status: 401, code: 'NOT_SIGNED_IN', details: { base: [] } }] });
    const asked: string[] = [];
    keepWith(
      async () => false,
      async (sent) => {
        asked.push(sent);
        setMemberToken('renewed');
        return true;
      },
    );
    fetchMock.mockResolvedValueOnce(notSignedIn()).mockResolvedValueOnce(reply(200, { data: 'me' }));
    await expect(apiRequest('/user/me')).resolves.toEqual({ data: 'me' });
    const sent = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>).Authorization);
    expect(sent).toEqual(['Bearer ended', 'Bearer renewed']);
    expect(asked).toEqual(['ended']);
    expect(signedOut).not.toHaveBeenCalled();

    // Not replaced: the same answer is a sign-out.
    keepWith(async () => false);
    fetchMock.mockResolvedValueOnce(notSignedIn());
    await expect(apiRequest('/user/me')).rejects.toMatchObject({ status: 401 });
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('renews the client session on its own code, without taking it for the member being signed out', async () => {
    setMemberToken('live');
    const replaced = vi.fn(async () => false);
    keepWith(async () => false, replaced);
    fetchMock
      .mockResolvedValueOnce(reply(401, { errors: [{ title: 'Ended', status: 401, code: 1400, details: { base: [] } }] }))
      .mockResolvedValueOnce(reply(200, { data: 'me' }));
    await expect(apiRequest('/user/me')).resolves.toEqual({ data: 'me' });
    expect(replaced).not.toHaveBeenCalled();
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('still renews a session it was asked again with, when that one has ended too', async () => {
    setMemberToken('old');
    keepWith(
      async () => {
        setMemberToken('renewed');
        return true;
      },
      async () => {
        setMemberToken('taken-up');
        return true;
      },
    );
    fetchMock
      .mockResolvedValueOnce(reply(401, { errors: [{ title: 'No', status: 401, code: 'NOT_SIGNED_IN', details: { base: [] } }] }))
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(reply(200, { data: 'me' }));
    await expect(apiRequest('/user/me')).resolves.toEqual({ data: 'me' });
    const sent = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>).Authorization);
    expect(sent).toEqual(['Bearer old', 'Bearer taken-up', 'Bearer renewed']);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('sends a call meant to be independent of the session without its token, and never signs out on its refusal', async () => {
    setMemberToken('ended');
    fetchMock.mockResolvedValueOnce(
      reply(401, { errors: [{ title: 'Not signed in', status: 401, code: 'NOT_SIGNED_IN', details: { base: [] } }] }),
    );
    await expect(apiRequest('/membership/refresh', { method: 'POST', body: {}, withoutMember: true })).rejects.toMatchObject({
      status: 401,
    });
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(signedOut).not.toHaveBeenCalled();
  });
});

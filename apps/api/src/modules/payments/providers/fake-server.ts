import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export type FakeRoute = (request: RecordedRequest, params: string[]) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A local HTTP server speaking a provider's documented API, for contract tests: routes by method
 * and path pattern, every request kept for the test to check, and an error queued for the next call to a path.
 */
export async function startFakeServer(routes: Array<[string, RegExp, FakeRoute]>) {
  const requests: RecordedRequest[] = [];
  const queued: Array<{ answer: FakeAnswer; method: string; pattern: RegExp }> = [];
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    let text = '';
    incoming.setEncoding('utf8');
    incoming.on('data', (chunk: string) => (text += chunk));
    incoming.on('end', () => {
      void (async () => {
        const url = new URL(incoming.url ?? '/', 'http://fake');
        const isJson = (incoming.headers['content-type'] ?? '').includes('json');
        const request: RecordedRequest = {
          method: incoming.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: incoming.headers,
          body: text && isJson ? (JSON.parse(text) as unknown) : text,
        };
        requests.push(request);
        const match = routes
          .map(([method, pattern, route]) => [method === request.method ? pattern.exec(request.path) : null, route] as const)
          .find(([found]) => found);
        const failure = queued.findIndex((q) => q.method === request.method && q.pattern.test(request.path));
        const answer: FakeAnswer =
          failure >= 0
            ? queued.splice(failure, 1)[0]!.answer
            : match
              ? await match[1](request, match[0]!.slice(1))
              : { status: 404, body: { message: 'no route' } };
        outgoing.writeHead(answer.status, answer.body === undefined ? {} : { 'content-type': 'application/json' });
        outgoing.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
      })().catch((error: unknown) => {
        outgoing.writeHead(500, { 'content-type': 'application/json' });
        outgoing.end(JSON.stringify({ message: String(error) }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The calls made to a path, in order. */
    callsTo: (method: string, pattern: RegExp) => requests.filter((r) => r.method === method && pattern.test(r.path)),
    /** The next call to this path gets this answer (an outage, a validation error). */
    failNext(method: string, pattern: RegExp, answer: FakeAnswer) {
      queued.push({ method, pattern, answer });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeServer = Awaited<ReturnType<typeof startFakeServer>>;

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInTimeZone } from '@yado/domain/dates';
import { startTestApp, type TestApp } from '../../testing/test-app';

const URL_PATH = '/api/ota/v1/assistant/understand';
const SENTENCE = 'Kyoto tomorrow for 2 nights, 2 adults, breakfast';

/** A chat-completions server on this machine, answering as each test sets it. */
interface FakeModel {
  server: Server;
  url: string;
  requests: Array<{ authorization?: string; body: Record<string, unknown> }>;
  answer: (response: ServerResponse) => void;
}

async function startFakeModel(): Promise<FakeModel> {
  const fake = { requests: [], answer: () => undefined } as unknown as FakeModel;
  fake.server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      fake.requests.push({ authorization: request.headers.authorization, body: JSON.parse(body) as Record<string, unknown> });
      fake.answer(response);
    });
  });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v1/chat/completions`;
  return fake;
}

const completion = (content: string) => (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
};

const tokyoToday = () => todayInTimeZone('Asia/Tokyo');

describe('POST /api/ota/v1/assistant/understand', () => {
  let plain: TestApp;
  let withModel: TestApp;
  let model: FakeModel;

  beforeAll(async () => {
    model = await startFakeModel();
    plain = await startTestApp();
    withModel = await startTestApp({
      config: { ASSISTANT_LLM_URL: model.url, ASSISTANT_LLM_API_KEY: 'test-key', ASSISTANT_LLM_TIMEOUT_MS: 300 },
    });
  });

  afterAll(async () => {
    await plain?.close();
    await withModel?.close();
    model.server.closeAllConnections();
    await new Promise((resolve) => model.server.close(resolve));
  });

  const understand = (app: TestApp, payload: unknown) => app.app.inject({ method: 'POST', url: URL_PATH, payload: payload as object });

  it('answers with the embedded parser when no model is set, dates counted from today in Tokyo', async () => {
    const response = await understand(plain, { text: SENTENCE, locale: 'en' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.source).toBe('parser');
    expect(data.request).toMatchObject({
      place_id: 'kyoto',
      checkin: addDays(tokyoToday(), 1),
      checkout: addDays(tokyoToday(), 3),
      adults: 2,
      wishes: ['breakfast'],
    });
    expect(data.evidence.place_id).toEqual(['kyoto']);
  });

  it("takes the model's answer when it fits the form's schema, asking with that schema", async () => {
    model.requests.length = 0;
    model.answer = completion(JSON.stringify({ place_id: 'kyoto-station', adults: 2, children: [6], wishes: ['breakfast', 'quiet'] }));
    const response = await understand(withModel, { text: `${SENTENCE}, quiet, and our 6-year-old`, locale: 'en' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.source).toBe('model');
    expect(data.request).toMatchObject({
      place_id: 'kyoto-station',
      checkin: addDays(tokyoToday(), 1),
      adults: 2,
      children: [6],
      wishes: ['breakfast', 'quiet'],
    });
    const [sent] = model.requests;
    expect(sent?.authorization).toBe('Bearer test-key');
    const format = sent?.body.response_format as { type: string; json_schema: { schema: { properties: Record<string, unknown> } } };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.schema.properties).toHaveProperty('wishes');
    expect(format.json_schema.schema.properties.place_id).toMatchObject({ enum: expect.arrayContaining(['kyoto', 'seoul-myeongdong']) });
  });

  it("keeps only the model's fields that pass the schema: an unknown place, a wish off the list and a past date are the parser's", async () => {
    model.answer = completion(
      JSON.stringify({ place_id: 'atlantis', checkin: '2001-01-01', checkout: '2001-01-03', adults: 3, wishes: ['butler'] }),
    );
    const { data } = (await understand(withModel, { text: SENTENCE, locale: 'en' })).json();
    expect(data.source).toBe('model');
    expect(data.request).toMatchObject({ place_id: 'kyoto', checkin: addDays(tokyoToday(), 1), adults: 3, wishes: ['breakfast'] });
  });

  it('answers with the parser when the model answers off the schema or not in JSON at all', async () => {
    for (const answer of [
      completion('Sure! Kyoto sounds lovely.'),
      completion(JSON.stringify(['kyoto'])),
      (response: ServerResponse) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"choices": []}');
      },
      (response: ServerResponse) => {
        response.writeHead(500);
        response.end();
      },
    ]) {
      model.answer = answer;
      const response = await understand(withModel, { text: SENTENCE, locale: 'en' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ source: 'parser', request: { place_id: 'kyoto', adults: 2 } });
    }
  });

  it('answers with the parser when the model is slower than its timeout', async () => {
    model.answer = (response) => setTimeout(() => completion(JSON.stringify({ place_id: 'osaka' }))(response), 2_000);
    const started = Date.now();
    const response = await understand(withModel, { text: SENTENCE, locale: 'en' });
    expect(response.json().data).toMatchObject({ source: 'parser', request: { place_id: 'kyoto' } });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('refuses an empty or overlong sentence, an unknown language and an unknown time zone with 1000 and the field', async () => {
    for (const [payload, field, message] of [
      [{ text: '   ' }, 'text', 'validation.required'],
      [{ text: 'x'.repeat(501) }, 'text', 'validation.too_long'],
      [{ text: 'Kyoto', locale: 'fr' }, 'locale', undefined],
      [{ text: 'Kyoto', time_zone: 'Mars/Olympus' }, 'time_zone', 'validation.invalid'],
      [{}, 'text', undefined],
    ] as const) {
      const response = await understand(plain, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      const [error] = response.json().errors;
      expect(error.code).toBe(1000);
      const [problem] = error.details.base;
      expect(problem, JSON.stringify(payload)).toMatchObject({ code: 1000, field });
      if (message) expect(problem.message).toBe(message);
    }
  });
});

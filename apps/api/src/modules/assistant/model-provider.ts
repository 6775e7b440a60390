import { z } from 'zod';
import { hotelRequestSchema } from '@yado/domain/assistant/request';
import type { Locale } from '@yado/domain/locales';
import { PLACES } from '@yado/domain/places';

/**
 * An OpenAI-compatible chat-completions endpoint that reads a traveller's sentence into the search
 * form's fields. What it answers is only a proposal: the service checks every field with the
 * same schema the form is checked with before any of it is used.
 */
export interface ModelProvider {
  /** The model's reading of the sentence as parsed JSON, or a reason it has none. */
  understand(input: { text: string; locale?: Locale; today: string }): Promise<ModelAnswer>;
}

export type ModelAnswer = { ok: true; answer: unknown } | { ok: false; reason: 'timeout' | 'failed' | 'unreadable' };

export interface ModelProviderOptions {
  url: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/** The form's schema as JSON Schema, with the place ids spelt out so the model picks one of ours. */
function requestJsonSchema() {
  const schema = z.toJSONSchema(hotelRequestSchema, { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, Record<string, unknown>>;
  };
  schema.properties.place_id = { type: 'string', enum: PLACES.map((place) => place.id) };
  return schema;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

export function modelProvider(options: ModelProviderOptions): ModelProvider {
  const schema = requestJsonSchema();
  return {
    async understand({ text, locale, today }) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            temperature: 0,
            messages: [
              {
                role: 'system',
                content:
                  `Read a hotel request into the search form's fields. Today is ${today}; dates are YYYY-MM-DD. ` +
                  'Leave out every field the traveller does not say. Amounts are in major units of an ISO 4217 currency.',
              },
              { role: 'user', content: locale ? `[${locale}] ${text}` : text },
            ],
            response_format: { type: 'json_schema', json_schema: { name: 'hotel_request', schema, strict: false } },
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        return { ok: false, reason: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'failed' };
      }
      if (!response.ok) return { ok: false, reason: 'failed' };
      try {
        const completion = completionSchema.parse(await response.json());
        return { ok: true, answer: JSON.parse(completion.choices[0]!.message.content) as unknown };
      } catch (error) {
        return { ok: false, reason: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreadable' };
      }
    },
  };
}

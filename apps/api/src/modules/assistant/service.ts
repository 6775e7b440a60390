import type { FastifyBaseLogger } from 'fastify';
import { understandRequest } from '@yado/domain/assistant/parse';
import { hotelRequestSchema, REQUEST_FIELDS, type HotelRequest, type Understanding } from '@yado/domain/assistant/request';
import { todayInTimeZone } from '@yado/domain/dates';
import type { Locale } from '@yado/domain/locales';
import type { ModelProvider } from './model-provider';

export type UnderstandingSource = 'parser' | 'model';

export interface AssistantService {
  understand(
    input: { text: string; locale?: Locale; timeZone: string },
    now?: Date,
  ): Promise<Understanding & { source: UnderstandingSource }>;
}

/**
 * The model's fields that pass the form's schema one by one on top of the parser's reading, and
 * still pass it together (a model's check-in cannot land after the parser's check-out). A past
 * check-in is refused as the form would refuse it. What the model leaves out, the parser keeps.
 */
function mergeChecked(parsed: HotelRequest, answer: unknown, today: string): { request: HotelRequest; taken: number } {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return { request: parsed, taken: 0 };
  let request = parsed;
  let taken = 0;
  const proposed = answer as Record<string, unknown>;
  // Dates go together: a model's check-in with the parser's check-out would be neither's reading.
  const groups: Array<readonly string[]> = [
    ['checkin', 'checkout', 'nights'],
    ...REQUEST_FIELDS.filter((f) => !['checkin', 'checkout', 'nights'].includes(f)).map((f) => [f]),
  ];
  for (const group of groups) {
    if (!group.some((field) => proposed[field] !== undefined)) continue;
    const candidate: Record<string, unknown> = { ...request };
    for (const field of group) candidate[field] = proposed[field];
    const checked = hotelRequestSchema.safeParse(candidate);
    if (!checked.success) continue;
    if (checked.data.checkin !== undefined && checked.data.checkin < today) continue;
    request = checked.data;
    taken++;
  }
  return { request, taken };
}

export function assistantService(provider: ModelProvider | null, log: FastifyBaseLogger): AssistantService {
  return {
    async understand({ text, locale, timeZone }, now = new Date()) {
      const today = todayInTimeZone(timeZone, now);
      const parsed = understandRequest(text, { locale, today });
      if (!provider) return { ...parsed, source: 'parser' };
      const answer = await provider.understand({ text, locale, today });
      if (!answer.ok) {
        log.warn({ reason: answer.reason }, 'assistant model gave no answer; the parser answers');
        return { ...parsed, source: 'parser' };
      }
      const { request, taken } = mergeChecked(parsed.request, answer.answer, today);
      if (taken === 0) {
        log.warn('assistant model answered nothing the form accepts; the parser answers');
        return { ...parsed, source: 'parser' };
      }
      return { request, evidence: parsed.evidence, confidence: parsed.confidence, source: 'model' };
    },
  };
}

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type AnswerEncoding = 'br' | 'gzip';

/** A JSON answer already written out, and compressed on first ask per encoding and kept: made once, it can be sent many times. */
export interface SerializedAnswer {
  json: Buffer;
  compressed(encoding: AnswerEncoding): Buffer;
}

/**
 * Most answers are sent once, so compressing fast matters more than the last few hundred bytes:
 * a 50 KB search answer takes 0.2 ms at brotli 1 (1.7 KB) or gzip 1 (2.2 KB), against 0.4 ms at
 * gzip's default (1.6 KB).
 */
const compressors: Record<AnswerEncoding, (json: Buffer) => Buffer> = {
  br: (json) =>
    brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
  gzip: (json) => gzipSync(json, { level: 1 }),
};

/** Writes an answer out unchecked, like uncheckedResponse (ADR 0024). */
export function serializeAnswer(body: unknown): SerializedAnswer {
  const json = Buffer.from(JSON.stringify(body));
  const kept: Partial<Record<AnswerEncoding, Buffer>> = {};
  return { json, compressed: (encoding) => (kept[encoding] ??= compressors[encoding](json)) };
}

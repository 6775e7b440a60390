import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

export type AnswerEncoding = 'br' | 'gzip';

/** A JSON answer already written out, and compressed on first ask per encoding and kept: made once, it can be sent many times. */
export interface SerializedAnswer {
  /** The JSON text, for a client that takes neither brotli nor gzip. */
  plain(): Buffer;
  compressed(encoding: AnswerEncoding): Buffer;
}

/**
 * Most answers are sent once, so compressing fast matters more than the last few hundred bytes:
 * a 62 KB search answer takes 20–35 µs at brotli 0 (2.2 KB), 40–120 µs at brotli 1 (1.9 KB) and
 * 60 µs at gzip 1 (2.5 KB); brotli 1 was a tenth of a never-repeated search's time on the server.
 */
const compressors: Record<AnswerEncoding, (json: Buffer) => Buffer> = {
  br: (json) =>
    brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 0, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
  gzip: (json) => gzipSync(json, { level: 1 }),
};

const unpackers: Record<AnswerEncoding, (packed: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

/**
 * Writes an answer out unchecked, like uncheckedResponse (ADR 0024). Once compressed, it keeps
 * only the compressed text (a search's is about 1/25 of its JSON), unpacked again should a client
 * ask for the plain: the search keeps a thousand answers, most never asked again, and holding each
 * one's JSON made the garbage collector's pauses longer.
 */
export function serializeAnswer(body: unknown): SerializedAnswer {
  let json: Buffer | null = Buffer.from(JSON.stringify(body));
  const kept: Partial<Record<AnswerEncoding, Buffer>> = {};
  const plain = () => {
    if (json) return json;
    const [encoding, packed] = Object.entries(kept)[0] as [AnswerEncoding, Buffer];
    return unpackers[encoding](packed);
  };
  return {
    plain,
    compressed(encoding) {
      const made = (kept[encoding] ??= compressors[encoding](plain()));
      json = null;
      return made;
    },
  };
}

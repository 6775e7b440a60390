import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';

/**
 * Where uploaded files live: one interface, so a bucket can replace the local disk without the
 * rest knowing. Keys are ours (random ids), never the guest's file names.
 */
export interface FileStorage {
  /** Writes the stream under the key and answers its size in bytes. */
  save(key: string, data: Readable): Promise<number>;
  open(key: string): Readable;
  remove(key: string): Promise<void>;
}

export function localDiskStorage(dir: string): FileStorage {
  const at = (key: string) => {
    if (!/^[\w-]+$/.test(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(dir, key);
  };
  return {
    async save(key, data) {
      await mkdir(dir, { recursive: true });
      await pipeline(data, createWriteStream(at(key)));
      return (await stat(at(key))).size;
    },
    open: (key) => createReadStream(at(key)),
    async remove(key) {
      await rm(at(key), { force: true });
    },
  };
}

import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, type ByteRange, type ObjectStorage, type StoredObject } from './storage.ts';

/** Files under a directory (the data directory's uploads/ by default). Writes go to a temporary name, then rename. */
export function localStorage(root: string): ObjectStorage {
  const pathOf = (key: string) => {
    assertKey(key);
    return join(root, key);
  };
  return {
    driver: 'local',
    async put(key, body: Readable) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      try {
        await pipeline(body, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key, range?: ByteRange): Promise<StoredObject | undefined> {
      const path = pathOf(key);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      if (range) {
        return {
          body: createReadStream(path, { start: range.start, end: range.end }),
          contentLength: range.end - range.start + 1,
        };
      }
      return { body: createReadStream(path), contentLength: info.size };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      const info = await stat(pathOf(key)).catch(() => undefined);
      return Boolean(info?.isFile());
    },
    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith('.part')) continue;
        yield relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
      }
    },
    async removeUnfinished(before) {
      let removed = 0;
      for (const path of await partFiles(root)) {
        const info = await stat(path).catch(() => undefined);
        if (!info || info.mtime >= before) continue;
        await rm(path, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}

/** Every `.part` file under the root (the temporary names `put` writes to before renaming). */
async function partFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.part'))
    .map((entry) => join(entry.parentPath, entry.name));
}

import type { Readable } from 'node:stream';

/**
 * Where file contents live (D3): the app servers keep no file themselves, so N servers share one store. Keys are
 * made by the server (never from a user's file name), e.g. `files/2026/11/<uuid>`.
 */
export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  /** Streams `body` to `key`; the object exists only once the promise resolves (a failed write leaves nothing). */
  put(key: string, body: Readable, options?: { contentType?: string }): Promise<void>;
  /** Streams an object, or the inclusive byte range of it; undefined when it does not exist. */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  /** Removes an object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every finished object's key (a backup's file list), in no particular order. */
  list(): AsyncIterable<string>;
  /**
   * Removes what writes that never finished left behind before `before` (a process killed mid-upload cannot clean
   * up after itself): a local driver's `.part` files, an S3 bucket's incomplete multipart uploads. Returns how many.
   */
  removeUnfinished(before: Date): Promise<number>;
  close?(): Promise<void>;
}

export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  body: Readable;
  /** Bytes in `body` (the range's length when a range was asked for). */
  contentLength: number;
}

const KEY = /^[a-z0-9][a-z0-9/_-]{0,199}$/;

/** Keys are ours, but a driver refuses anything that could climb out of its root or bucket prefix. */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.includes('//') || key.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`invalid storage key: ${key}`);
}

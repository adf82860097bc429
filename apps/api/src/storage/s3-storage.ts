import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  type ListMultipartUploadsCommandOutput,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertKey, type ObjectStorage } from './storage.ts';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can hold several installations. */
  prefix?: string;
}

/** 5 MiB parts (S3's minimum), two in flight: an upload holds about 10 MiB whatever the file's size. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * The store's own "full": 507 Insufficient Storage (MinIO answers `XMinioStorageFull` with it when its drives pass their
 * free-space threshold), or a bucket quota reached (`QuotaExceeded`, Ceph RGW and others). S3 itself has neither.
 */
function isStoreFull(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as { name?: string; $metadata?: { httpStatusCode?: number } };
  return $metadata?.httpStatusCode === 507 || name === 'XMinioStorageFull' || name === 'QuotaExceeded';
}

/** Told as a full disk is (ENOSPC), so the upload answers 507 STORAGE_FULL whichever driver stores the bytes. */
function outOfSpace(cause: unknown): Error {
  return Object.assign(new Error('The object store is full', { cause }), { code: 'ENOSPC' });
}

/** Any S3-compatible store through the official AWS SDK v3; uploads are multipart and streamed. */
export function s3Storage(options: S3Options): ObjectStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer default headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const keyOf = (key: string) => {
    assertKey(key);
    return `${options.prefix ?? ''}${key}`;
  };
  const missing = (error: unknown) =>
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;

  return {
    driver: 's3',
    async put(key, body: Readable, { contentType } = {}) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: keyOf(key), Body: body, ContentType: contentType ?? 'application/octet-stream' },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      // A failing source (too large, cancelled) must abort the multipart upload, or S3 keeps its parts; the caller
      // hears the source's reason, not the abort it caused.
      let sourceError: unknown;
      const onError = (error: unknown) => {
        sourceError = error;
        void upload.abort().catch(() => undefined);
      };
      body.once('error', onError);
      try {
        await upload.done();
      } catch (error) {
        throw sourceError ?? (isStoreFull(error) ? outOfSpace(error) : error);
      } finally {
        body.off('error', onError);
      }
    },
    async get(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: keyOf(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return { body: answer.Body as Readable, contentLength: Number(answer.ContentLength ?? 0) };
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async *list() {
      let ContinuationToken: string | undefined;
      const prefix = options.prefix ?? '';
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(prefix.length);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async removeUnfinished(before) {
      // A bucket lifecycle rule (AbortIncompleteMultipartUpload) does the same on the store's side; this covers
      // buckets without one. Stores that cannot list uploads (NotImplemented) are left to their own rule.
      let removed = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        let page: ListMultipartUploadsCommandOutput;
        try {
          page = await client.send(
            new ListMultipartUploadsCommand({ Bucket, Prefix: options.prefix, KeyMarker, UploadIdMarker }),
          );
        } catch (error) {
          if ((error as { name?: string }).name === 'NotImplemented') return removed;
          throw error;
        }
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= before) continue;
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }));
          removed += 1;
        }
        KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        UploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (KeyMarker);
      return removed;
    },
    async close() {
      client.destroy();
    },
  };
}

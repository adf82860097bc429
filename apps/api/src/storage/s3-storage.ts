import type { Readable } from 'node:stream';
import type { ListMultipartUploadsCommandOutput, S3Client } from '@aws-sdk/client-s3';
import { lazyImport } from '../lib/lazy-import.ts';
import { assertKey, type ObjectStorage } from './storage.ts';

// The AWS SDK loads when the store is first used, not at the server's start (issue #22: start within 3 s); only an
// installation configured for S3 (STORAGE_DRIVER=s3) ever loads it.
const awsSdk = lazyImport(() => Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]));

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
  let opened: Promise<{ s3: S3Sdk; Upload: UploadClass; client: S3Client }> | undefined;
  const open = () => {
    opened ??= awsSdk().then(([s3, { Upload }]) => ({ s3, Upload, client: createClient(s3, options) }));
    // A failed load is tried again at the next use.
    opened.catch(() => {
      opened = undefined;
    });
    return opened;
  };
  const Bucket = options.bucket;
  const keyOf = (key: string) => {
    assertKey(key);
    return `${options.prefix ?? ''}${key}`;
  };
  const missing = (s3: S3Sdk, error: unknown) =>
    error instanceof s3.NoSuchKey ||
    error instanceof s3.NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;

  return {
    driver: 's3',
    async put(key, body: Readable, { contentType } = {}) {
      // A failing source (too large, cancelled) must abort the multipart upload, or S3 keeps its parts; the caller
      // hears the source's reason, not the abort it caused. Listened to before the SDK is awaited, so a source that
      // fails meanwhile is no unhandled 'error'.
      let sourceError: unknown;
      let upload: InstanceType<UploadClass> | undefined;
      const onError = (error: unknown) => {
        sourceError = error;
        void upload?.abort().catch(() => undefined);
      };
      body.once('error', onError);
      try {
        const { Upload, client } = await open();
        if (sourceError !== undefined) throw sourceError;
        upload = new Upload({
          client,
          params: { Bucket, Key: keyOf(key), Body: body, ContentType: contentType ?? 'application/octet-stream' },
          partSize: PART_SIZE,
          queueSize: QUEUE_SIZE,
          leavePartsOnError: false,
        });
        await upload.done();
      } catch (error) {
        throw sourceError ?? (isStoreFull(error) ? outOfSpace(error) : error);
      } finally {
        body.off('error', onError);
      }
    },
    async get(key, range) {
      const { s3, client } = await open();
      try {
        const answer = await client.send(
          new s3.GetObjectCommand({
            Bucket,
            Key: keyOf(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return { body: answer.Body as Readable, contentLength: Number(answer.ContentLength ?? 0) };
      } catch (error) {
        if (missing(s3, error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      const { s3, client } = await open();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async exists(key) {
      const { s3, client } = await open();
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return true;
      } catch (error) {
        if (missing(s3, error)) return false;
        throw error;
      }
    },
    async *list() {
      const { s3, client } = await open();
      let ContinuationToken: string | undefined;
      const prefix = options.prefix ?? '';
      do {
        const page = await client.send(
          new s3.ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(prefix.length);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async removeUnfinished(before) {
      // A bucket lifecycle rule (AbortIncompleteMultipartUpload) does the same on the store's side; this covers
      // buckets without one. Stores that cannot list uploads (NotImplemented) are left to their own rule.
      const { s3, client } = await open();
      let removed = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        let page: ListMultipartUploadsCommandOutput;
        try {
          page = await client.send(
            new s3.ListMultipartUploadsCommand({ Bucket, Prefix: options.prefix, KeyMarker, UploadIdMarker }),
          );
        } catch (error) {
          if ((error as { name?: string }).name === 'NotImplemented') return removed;
          throw error;
        }
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= before) continue;
          await client.send(new s3.AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }));
          removed += 1;
        }
        KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        UploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (KeyMarker);
      return removed;
    },
    async close() {
      // Never used: nothing was loaded, nothing to close.
      const sdk = await opened?.catch(() => undefined);
      sdk?.client.destroy();
    },
  };
}

type S3Sdk = typeof import('@aws-sdk/client-s3');
type UploadClass = typeof import('@aws-sdk/lib-storage').Upload;

function createClient(s3: S3Sdk, options: S3Options): S3Client {
  return new s3.S3Client({
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
}

import { createHash, randomBytes } from 'node:crypto';
import { pipeline, Readable, Transform } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checked, type FileStore } from './index';

export interface S3StoreOptions {
  bucket: string;
  /** Key prefix the store keeps its objects under ('' or e.g. 'rpa/files'). */
  prefix?: string;
  /** An S3-compatible server (e.g. http://127.0.0.1:9000); unset: AWS itself. */
  endpoint?: string;
  /** Default us-east-1. */
  region?: string;
  /** Unset: the SDK's default credential chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Largest object one CopyObject can copy. Bigger files would need a multipart
 * copy (UploadPartCopy); nothing stored here comes near it, so a put of more is
 * refused while streaming, before the rest is uploaded.
 */
export const MAX_S3_FILE_BYTES = 5 * 1024 ** 3;

/**
 * Files as objects `<prefix>/ab/cdef…` in a bucket. The sha256 is known only
 * once the bytes have gone by, so a put streams them to `<prefix>/tmp/…` (a
 * multipart upload), then copies that object to its content key and deletes
 * it; a failed put leaves neither behind.
 */
export function createS3Store(options: S3StoreOptions): FileStore & { client: S3Client } {
  const bucket = options.bucket;
  const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
  const base = prefix ? `${prefix}/` : '';
  const client = new S3Client({
    region: options.region || 'us-east-1',
    credentials: options.credentials,
    ...(options.endpoint
      ? {
          endpoint: options.endpoint,
          // Other servers rarely serve buckets as host names.
          forcePathStyle: true,
          // Their support for the SDK's newer default checksums varies: send one only where S3 requires it.
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
  const keyOf = (sha256: string) => `${base}${checked(sha256).slice(0, 2)}/${sha256.slice(2)}`;

  const exists = async (key: string): Promise<boolean> => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  };
  const remove = (key: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));

  return {
    client,
    async put(content) {
      const tmpKey = `${base}tmp/${Date.now()}-${randomBytes(8).toString('hex')}`;
      const hash = createHash('sha256');
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          hash.update(chunk);
          size += chunk.length;
          if (size > MAX_S3_FILE_BYTES) done(new Error('the S3 file store takes files of at most 5 GiB'));
          else done(null, chunk);
        },
      });
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      // A failing source fails the counter, and so the upload reading it.
      const body = pipeline(source, counter, () => {});
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: tmpKey, Body: body, ContentType: 'application/octet-stream' },
        // Aborted below, so an error aborting does not hide the one that caused it.
        leavePartsOnError: true,
      });
      let uploaded = false;
      try {
        await upload.done();
        uploaded = true;
        const sha256 = hash.digest('hex');
        const target = keyOf(sha256);
        if (!(await exists(target))) {
          await client.send(
            new CopyObjectCommand({ Bucket: bucket, Key: target, CopySource: copySource(bucket, tmpKey) }),
          );
        }
        await remove(tmpKey);
        return { sha256, size };
      } catch (err) {
        body.destroy();
        if (!uploaded && upload.uploadId) {
          await client
            .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: tmpKey, UploadId: upload.uploadId }))
            .catch(() => {});
        }
        await remove(tmpKey).catch(() => {});
        throw err;
      }
    },
    async get(sha256) {
      const key = keyOf(sha256);
      try {
        // GetObject fails on its status line, before any byte of the body.
        const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(Body instanceof Readable)) throw new Error(`no body for ${key}`);
        return Body;
      } catch (err) {
        if (!isMissing(err)) throw err;
        throw Object.assign(new Error(`no stored file ${sha256}`), { code: 'ENOENT', cause: err });
      }
    },
    async has(sha256) {
      let key: string;
      try {
        key = keyOf(sha256);
      } catch {
        return false;
      }
      return exists(key);
    },
    async delete(sha256) {
      // Deleting a key that is not there succeeds in S3.
      await remove(keyOf(sha256));
    },
    async freeBytes() {
      return null;
    },
  };
}

/** No such key (GetObject), or HeadObject's bodiless 404; a missing bucket fails GetObject otherwise. */
function isMissing(err: unknown): boolean {
  const name = (err as { name?: unknown } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

/** CopyObject's source, `bucket/key`, with the key URL-encoded segment by segment. */
function copySource(bucket: string, key: string): string {
  return `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

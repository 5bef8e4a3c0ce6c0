import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { BucketLocation } from '#server/config/env.ts';
import { storedName } from '#server/lib/files.ts';
import type { ObjectStore, StoredObject } from './object-store.ts';

/** A 404 of the bucket: no object by that key (GetObject says NoSuchKey, HeadObject NotFound). */
const notThere = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey');

/**
 * Files in an S3-compatible bucket (FILES_URL) through the official AWS SDK: AWS S3, Cloudflare
 * R2, MinIO, Backblaze B2. Keys are the prefix and the file's name; nothing in the bucket needs
 * to be public: the files routes read every file through the server (public ones cached for
 * good by browsers and proxies, private ones only for a signed link).
 */
export function createS3Store(location: BucketLocation, client?: S3Client): ObjectStore {
  const s3 =
    client ??
    new S3Client({
      region: location.region,
      endpoint: location.endpoint,
      forcePathStyle: location.pathStyle,
      // Checksums only where the S3 API requires them: R2, B2 and older MinIO refuse or ignore
      // the newer default ones, and these files are small and written whole.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  const Bucket = location.bucket;
  const key = (name: string) => `${location.prefix}${storedName(name)}`;
  return {
    where: `s3://${Bucket}/${location.prefix}${location.endpoint ? ` at ${location.endpoint}` : ''}`,
    async put(name, body, type) {
      await s3.send(new PutObjectCommand({ Bucket, Key: key(name), Body: body, ContentType: type }));
    },
    async get(name) {
      try {
        const res = await s3.send(new GetObjectCommand({ Bucket, Key: key(name) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (err) {
        if (notThere(err)) return undefined;
        throw err;
      }
    },
    async sizeOf(name) {
      try {
        const res = await s3.send(new HeadObjectCommand({ Bucket, Key: key(name) }));
        return res.ContentLength ?? 0;
      } catch (err) {
        if (notThere(err)) return undefined;
        throw err;
      }
    },
    async remove(names) {
      // One call per file: DeleteObjects needs a checksum some S3-compatible services refuse,
      // and a change removes two or three files at a time.
      await Promise.all(names.map((n) => s3.send(new DeleteObjectCommand({ Bucket, Key: key(n) }))));
    },
    async *list(): AsyncIterable<StoredObject> {
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket, Prefix: location.prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(location.prefix.length);
          // Only the names the file store makes: another tool's keys under the prefix stay out.
          if (name && storedName(name) === name) yield { name, size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

// FileStorage in an S3-compatible bucket: AWS S3, MinIO, Cloudflare R2 and the like (`forcePathStyle` for the
// ones that want `endpoint/bucket/key` rather than `bucket.endpoint/key`). The bucket keeps each object's content
// type, and a PUT replaces an object whole, so readers see the old file or the new one, as the interface asks.
// The AWS SDK is loaded at the first file read or written (deferred.ts), not at start.
import { Readable } from 'node:stream';
import { s3Sdk } from '../../deferred';
import { lazy } from '../../lazy';
import { assertStorageKey, type FileStorage } from './storage';

export interface S3StorageOptions {
  /** Omitted for AWS itself; the service's URL otherwise (`http://127.0.0.1:9000`, `https://<id>.r2.cloudflarestorage.com`). */
  endpoint?: string;
  /** `us-east-1` for most S3-compatible services; `auto` for R2. */
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted services need it). */
  forcePathStyle?: boolean;
  /** A folder inside the bucket (`atrium/prod`) under which every key is kept, so that a bucket can be shared. */
  prefix?: string;
}

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const prefix = options.prefix?.replace(/^\/+|\/+$/g, '') ?? '';
  if (prefix) assertStorageKey(prefix);
  const { bucket } = options;

  // The SDK with the client, made at the first file read or written.
  const connection = lazy(async () => {
    const sdk = await s3Sdk();
    const client = new sdk.S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials: {
        accessKeyId: options.accessKeyId,
        secretAccessKey: options.secretAccessKey,
      },
      // Only our S3_* settings choose the endpoint, never an AWS_ENDPOINT_URL left in the environment.
      ignoreConfiguredEndpointUrls: true,
      // A wrong S3_REGION on AWS is answered with a redirect to the bucket's region; follow it instead of failing.
      followRegionRedirects: true,
      // The SDK's default CRC32 on every PutObject (and checksum mode on GetObject) is refused by some
      // S3-compatible services; the SigV4-signed SHA-256 of each body already guards what we send.
      ...(options.endpoint
        ? {
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }
        : {}),
      // No timeouts by default: a dead service would hang a request for ever.
      requestHandler: { connectionTimeout: 10_000, socketTimeout: 60_000 },
    });
    return { sdk, client };
  });

  /** The object key of a storage key, checked before any I/O. */
  const objectKey = (key: string): string => {
    assertStorageKey(key);
    return prefix ? `${prefix}/${key}` : key;
  };

  return {
    async put(key, bytes, mime) {
      // One PutObject: the files kept here (uploads, generated images) are at most about 100 MB, well under
      // S3's 5 GB limit for a single PUT, so multipart upload is not needed.
      const { sdk, client } = await connection();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: mime,
          ContentLength: bytes.length,
        }),
      );
    },

    async get(key) {
      const Key = objectKey(key);
      const { sdk, client } = await connection();
      let response;
      try {
        response = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key }));
      } catch (error) {
        if (isMissingObject(sdk, error)) return undefined;
        throw error;
      }
      const body = response.Body;
      if (!(body instanceof Readable)) {
        throw new Error(`S3 answered GetObject ${Key} without a readable body`);
      }
      if (response.ContentLength === undefined) {
        body.destroy();
        throw new Error(`S3 answered GetObject ${Key} without a Content-Length`);
      }
      return {
        mime: response.ContentType ?? 'application/octet-stream',
        size: response.ContentLength,
        stream: body,
      };
    },

    async delete(key) {
      // S3 answers 204 whether or not the object existed.
      const { sdk, client } = await connection();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}

/** NoSuchKey, or a bare 404 from a service that names it otherwise; a missing bucket is a fault, not "no file". */
function isMissingObject(
  { S3ServiceException }: Awaited<ReturnType<typeof s3Sdk>>,
  error: unknown,
): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchKey') return true;
  return error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}

// A loopback S3 API, path style (`/bucket/key`): PutObject (PUT), GetObject (GET), HeadObject (HEAD) and
// DeleteObject (DELETE → 204, also for a missing object), with objects kept in memory with their content type.
// Every request must be signed with AWS Signature Version 4 in the `authorization` header, and the signature is
// checked in full as S3 checks it (canonical request, scope date and region, signing key from the secret), as is
// the `x-amz-content-sha256` of the body and any `x-amz-checksum-crc32`. Errors are S3's own XML
// (`<Error><Code>NoSuchKey</Code>…</Error>`) with S3's status codes; HEAD errors have no body, as in S3.
// Anything else (listing, multipart, ACLs, virtual-host style) answers 501 NotImplemented.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

export interface FakeS3Options {
  accessKeyId?: string;
  secretAccessKey?: string;
  region?: string;
  /** Buckets that exist; any other answers NoSuchBucket. */
  buckets?: string[];
  port?: number;
}

export interface FakeS3Object {
  bytes: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface FakeS3Request {
  method: string;
  /** The path as sent, without the query (`/bucket/key`). */
  path: string;
  query: string;
  bucket?: string;
  key?: string;
  /** The access key id named in the authorization header's Credential=, when there is one. */
  accessKeyId?: string;
  /** Set when the answer is sent. */
  status?: number;
  /** The S3 error code answered, if any. */
  error?: string;
}

export interface FakeS3 {
  /** The endpoint to give the client (use path style). */
  url: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Every request that reached the server, in order of arrival. */
  requests: FakeS3Request[];
  /** Stored objects by `bucket/key`. */
  objects: Map<string, FakeS3Object>;
  close(): Promise<void>;
}

/** Bodies larger than this are refused (S3's own single-PUT limit is 5 GB; tests need far less). */
const MAX_BODY = 256 * 1024 * 1024;
/** How far a request's x-amz-date may be from the server's clock, as in S3. */
const MAX_SKEW_MS = 15 * 60 * 1000;

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}

export async function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3> {
  const accessKeyId = options.accessKeyId ?? 'AKIAFAKES3TEST000001';
  const secretAccessKey = options.secretAccessKey ?? 'fake-s3-secret-key-for-tests-only';
  const region = options.region ?? 'us-east-1';
  const buckets = new Set(options.buckets ?? ['atrium']);
  const requests: FakeS3Request[] = [];
  const objects = new Map<string, FakeS3Object>();

  const server = createServer((req, res) => {
    const [rawPath = '/', query = ''] = (req.url ?? '/').split(/\?(.*)/s, 2);
    const entry: FakeS3Request = { method: req.method ?? '', path: rawPath, query };
    requests.push(entry);
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    const send = (status: number, headers: Record<string, string | number>, body?: Buffer) => {
      entry.status = status;
      res.writeHead(status, {
        'x-amz-request-id': requestId,
        'x-amz-id-2': randomBytes(24).toString('base64'),
        server: 'AmazonS3',
        ...headers,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };

    handle(req, rawPath, query, entry)
      .then(({ status, headers, body }) => send(status, headers, body))
      .catch((error: unknown) => {
        const e =
          error instanceof S3Error
            ? error
            : new S3Error(500, 'InternalError', `We encountered an internal error: ${error}`);
        entry.error = e.code;
        const fields = Object.entries({ ...e.extra, RequestId: requestId, HostId: 'fake-s3' })
          .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
          .join('');
        const xml = Buffer.from(
          `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${e.code}</Code>` +
            `<Message>${escapeXml(e.message)}</Message>${fields}</Error>`,
        );
        // A request refused before its body was read: drain it, so the client sees the answer, not a reset.
        req.resume();
        send(e.status, { 'content-type': 'application/xml', 'content-length': xml.length }, xml);
      });
  });

  async function handle(
    req: IncomingMessage,
    rawPath: string,
    query: string,
    entry: FakeS3Request,
  ): Promise<{ status: number; headers: Record<string, string | number>; body?: Buffer }> {
    const body = await readBody(req);
    checkSignature(req, rawPath, query, body, entry);

    const slash = rawPath.indexOf('/', 1);
    const bucket = decodeURIComponent(slash < 0 ? rawPath.slice(1) : rawPath.slice(1, slash));
    const key = slash < 0 ? '' : decodeURIComponent(rawPath.slice(slash + 1));
    entry.bucket = bucket;
    if (key) entry.key = key;
    const params = new URLSearchParams(query);
    params.delete('x-id'); // the JS SDK names the operation in the query; S3 ignores it
    if (!bucket || !key || [...params.keys()].length > 0) {
      throw new S3Error(501, 'NotImplemented', 'The fake speaks only Put/Get/Head/DeleteObject.');
    }
    if (!buckets.has(bucket)) {
      throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist', {
        BucketName: bucket,
      });
    }
    const id = `${bucket}/${key}`;

    switch (req.method) {
      case 'PUT': {
        checkCrc32(req, body);
        const object: FakeS3Object = {
          bytes: body,
          // S3's own default when a PUT names no type.
          contentType: header(req, 'content-type') ?? 'binary/octet-stream',
          etag: `"${createHash('md5').update(body).digest('hex')}"`,
          lastModified: new Date(),
        };
        objects.set(id, object);
        return { status: 200, headers: { etag: object.etag, 'content-length': 0 } };
      }
      case 'GET':
      case 'HEAD': {
        const object = objects.get(id);
        if (!object) {
          throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
        }
        return {
          status: 200,
          headers: {
            'content-type': object.contentType,
            'content-length': object.bytes.length,
            etag: object.etag,
            'last-modified': object.lastModified.toUTCString(),
            'accept-ranges': 'bytes',
          },
          body: object.bytes,
        };
      }
      case 'DELETE':
        objects.delete(id);
        return { status: 204, headers: {} };
      default:
        throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed.');
    }
  }

  /** Checks the SigV4 authorization header as S3 does, logging the access key id it names. */
  function checkSignature(
    req: IncomingMessage,
    rawPath: string,
    query: string,
    body: Buffer,
    entry: FakeS3Request,
  ): void {
    const authorization = header(req, 'authorization');
    if (!authorization) throw new S3Error(403, 'AccessDenied', 'Access Denied');
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/.exec(
        authorization,
      );
    if (!match) {
      throw new S3Error(
        400,
        'AuthorizationHeaderMalformed',
        'The authorization header is malformed.',
      );
    }
    const [
      ,
      keyId = '',
      date = '',
      scopeRegion = '',
      service = '',
      signedHeaders = '',
      signature = '',
    ] = match;
    entry.accessKeyId = keyId;
    if (keyId !== accessKeyId) {
      throw new S3Error(
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
        { AWSAccessKeyId: keyId },
      );
    }
    if (scopeRegion !== region || service !== 's3') {
      throw new S3Error(
        400,
        'AuthorizationHeaderMalformed',
        `The authorization header is malformed; the region '${scopeRegion}' is wrong; expecting '${region}'`,
        { Region: region },
      );
    }
    const amzDate = header(req, 'x-amz-date') ?? '';
    const time = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
    if (!time || amzDate.slice(0, 8) !== date) {
      throw new S3Error(
        403,
        'AccessDenied',
        'AWS authentication requires a valid Date or x-amz-date header',
      );
    }
    const [, y, mo, d, h, mi, s] = time.map(Number) as number[];
    const sent = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
    if (Math.abs(sent - Date.now()) > MAX_SKEW_MS) {
      throw new S3Error(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    }

    const payloadHash = header(req, 'x-amz-content-sha256');
    if (!payloadHash) {
      throw new S3Error(
        400,
        'InvalidRequest',
        'Missing required header for this request: x-amz-content-sha256',
      );
    }
    if (payloadHash.startsWith('STREAMING-')) {
      throw new S3Error(501, 'NotImplemented', 'The fake does not take aws-chunked bodies.');
    }
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
      throw new S3Error(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );
    }

    const names = signedHeaders.split(';');
    if (!names.includes('host')) {
      throw new S3Error(403, 'AccessDenied', 'The host header must be signed.');
    }
    const canonicalHeaders = names
      .map((name) => `${name}:${(header(req, name) ?? '').trim().replace(/\s+/g, ' ')}\n`)
      .join('');
    const canonicalRequest = [
      req.method,
      rawPath, // S3 signs the path as sent: no normalisation, no second encoding
      canonicalQuery(query),
      canonicalHeaders,
      signedHeaders,
      payloadHash,
    ].join('\n');
    const scope = `${date}/${scopeRegion}/${service}/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
    let signingKey = hmac(`AWS4${secretAccessKey}`, date);
    for (const part of [scopeRegion, service, 'aws4_request']) signingKey = hmac(signingKey, part);
    const expected = createHmac('sha256', signingKey).update(stringToSign).digest();
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
      throw new S3Error(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
        { AWSAccessKeyId: keyId, StringToSign: stringToSign, CanonicalRequest: canonicalRequest },
      );
    }
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accessKeyId,
    secretAccessKey,
    region,
    requests,
    objects,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections(); // the client keeps sockets alive
      }),
  };
}

/** A header's value, repeated ones joined with commas (as SigV4 canonicalises them). */
function header(req: IncomingMessage, name: string): string | undefined {
  const values: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]!.toLowerCase() === name) values.push(req.rawHeaders[i + 1]!);
  }
  return values.length ? values.join(',') : undefined;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        req.destroy();
        reject(
          new S3Error(
            400,
            'EntityTooLarge',
            'Your proposed upload exceeds the maximum allowed size',
          ),
        );
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function checkCrc32(req: IncomingMessage, body: Buffer): void {
  const given = header(req, 'x-amz-checksum-crc32');
  if (given === undefined) return;
  const computed = Buffer.alloc(4);
  computed.writeUInt32BE(crc32(body));
  if (given !== computed.toString('base64')) {
    throw new S3Error(
      400,
      'BadDigest',
      'The CRC32 you specified did not match the calculated checksum.',
    );
  }
}

/** SigV4's canonical query: each name and value decoded, then encoded the RFC 3986 way, sorted. */
function canonicalQuery(query: string): string {
  if (!query) return '';
  return query
    .split('&')
    .map((pair) => {
      const [name = '', value = ''] = pair.split(/=(.*)/s, 2);
      return [uriEncode(decodeURIComponent(name)), uriEncode(decodeURIComponent(value))] as const;
    })
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

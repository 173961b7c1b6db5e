// What the loopback image APIs (openai-images.ts, replicate.ts, fal.ts) share: the node:http server on
// 127.0.0.1 with its request log and `POST /__script` (browser tests steer a fake in another process with
// it), the raw body read as JSON or multipart, real PNGs made with sharp and served under `/files/…`, and
// the scripted delay. Each fake keeps its own mutable `script`.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';

/** One part of a multipart/form-data body. */
export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** A request as the fakes log it. */
export interface ImageFakeRequest {
  method: string;
  /** Without the query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** JSON bodies parsed; multipart bodies as their text fields (files are in `parts`). */
  body: unknown;
  parts?: MultipartPart[];
}

export interface ImageCall {
  request: IncomingMessage;
  response: ServerResponse;
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  parts: MultipartPart[] | undefined;
}

export interface ImageFakeBase<Script> {
  /** The server's origin, http://127.0.0.1:PORT (each fake says what it adds for its API). */
  origin: string;
  script: Script;
  requests: ImageFakeRequest[];
  /** Requests whose client went away before the answer was written (an aborted fetch). */
  stats: { aborted: number };
  close(): Promise<void>;
}

export const sendJson = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

/**
 * The scripted HTTP error for this call, if any: `status` while `statusCount` is unset, else only for the
 * next `statusCount` calls (a passing failure), after which `status` is cleared.
 */
export function takeStatus<S extends { status?: number; statusCount?: number }>(
  script: S,
): S['status'] | undefined {
  if (!script.status) return undefined;
  const status = script.status;
  if (script.statusCount !== undefined) {
    script.statusCount -= 1;
    if (script.statusCount <= 0) {
      script.status = undefined;
      script.statusCount = undefined;
    }
  }
  return status;
}

export const newId = (bytes = 12) => randomBytes(bytes).toString('hex');

const readRaw = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/** The parts of a multipart/form-data body, or undefined when it is not one. */
export function parseMultipart(
  raw: Buffer,
  contentType: string | undefined,
): MultipartPart[] | undefined {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary || !/^multipart\/form-data/i.test(contentType ?? '')) return undefined;
  const opening = Buffer.from(`--${boundary}`);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const parts: MultipartPart[] = [];
  let at = raw.indexOf(opening);
  if (at < 0) return undefined;
  at += opening.length;
  for (;;) {
    if (raw.toString('latin1', at, at + 2) === '--') return parts;
    const headerEnd = raw.indexOf('\r\n\r\n', at);
    if (headerEnd < 0) return undefined;
    const end = raw.indexOf(delimiter, headerEnd + 4);
    if (end < 0) return undefined;
    const headers = raw.toString('utf8', at + 2, headerEnd);
    const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (name === undefined) return undefined;
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
    const type = /content-type:\s*([^\r\n]*)/i.exec(headers)?.[1]?.trim();
    parts.push({
      name,
      ...(filename !== undefined ? { filename } : {}),
      ...(type ? { contentType: type } : {}),
      data: raw.subarray(headerEnd + 4, end),
    });
    at = end + delimiter.length;
  }
}

/** The text fields of a multipart body (the last value of a repeated name). */
export const textFields = (parts: MultipartPart[]) =>
  Object.fromEntries(
    parts
      .filter((part) => part.filename === undefined)
      .map((part) => [part.name, part.data.toString('utf8')]),
  );

export interface Colour {
  r: number;
  g: number;
  b: number;
}

const pngCache = new Map<string, Promise<Buffer>>();

/** A real PNG of one colour (cached: tests ask for the same few sizes again and again). */
export function solidPng(width: number, height: number, colour: Colour): Promise<Buffer> {
  const key = `${width}x${height}:${colour.r},${colour.g},${colour.b}`;
  let png = pngCache.get(key);
  if (!png) {
    png = sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer();
    pngCache.set(key, png);
    if (pngCache.size > 64) pngCache.delete(pngCache.keys().next().value as string);
  }
  return png;
}

/** A colour per output index, so tests can tell the images of one answer apart. */
export const colourFor = (base: Colour, index: number): Colour => ({
  r: (base.r + index * 37) % 256,
  g: (base.g + index * 71) % 256,
  b: (base.b + index * 113) % 256,
});

/** A `WxH` size, or undefined. */
export function readSize(size: unknown): { width: number; height: number } | undefined {
  const match = typeof size === 'string' ? /^(\d{1,5})x(\d{1,5})$/.exec(size) : null;
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}

/** Width and height of a data: URL image, or undefined. */
export async function dataUrlSize(
  url: unknown,
): Promise<{ width: number; height: number } | undefined> {
  const match = typeof url === 'string' ? /^data:[^;,]*;base64,(.*)$/s.exec(url) : null;
  if (!match) return undefined;
  try {
    const meta = await sharp(Buffer.from(match[1] ?? '', 'base64'), {
      limitInputPixels: 64_000_000,
    }).metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : undefined;
  } catch {
    return undefined;
  }
}

/** Images the fakes made, served at `/files/<key>`: what an API's output URLs point at. */
export class FileStore {
  private files = new Map<string, () => Promise<Buffer>>();
  constructor(private origin: () => string) {}
  /** Registers a lazily made PNG and returns its address. */
  add(key: string, make: () => Promise<Buffer>): string {
    this.files.set(key, make);
    return `${this.origin()}/files/${key}`;
  }
  async serve(path: string, response: ServerResponse): Promise<boolean> {
    if (!path.startsWith('/files/')) return false;
    const make = this.files.get(path.slice('/files/'.length));
    if (!make) {
      sendJson(response, 404, { detail: 'Not found' });
      return true;
    }
    const png = await make();
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
    response.end(png);
    return true;
  }
}

/**
 * Starts a fake: every request logged (except /__script and /files), `POST /__script` merges its JSON
 * into the script, `/files/…` served from the store, the rest handed to `handle` after the scripted delay.
 */
export async function startImageServer<Script extends { delayMs: number }>(
  options: { port?: number },
  script: Script,
  handle: (call: ImageCall, files: FileStore) => Promise<void> | void,
): Promise<ImageFakeBase<Script> & { files: FileStore }> {
  const requests: ImageFakeRequest[] = [];
  const stats = { aborted: 0 };
  let origin = '';
  const files = new FileStore(() => origin);
  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const method = request.method ?? 'GET';
      const path = url.pathname;
      const raw = await readRaw(request);
      const parts = parseMultipart(raw, request.headers['content-type']);
      let body: unknown = parts ? textFields(parts) : undefined;
      if (!parts && raw.length) {
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          body = raw.toString('utf8');
        }
      }
      if (path === '/__script' && method === 'POST') {
        if (body && typeof body === 'object') Object.assign(script, body);
        return sendJson(response, 200, { ok: true, script });
      }
      if (method === 'GET' && (await files.serve(path, response))) return;
      requests.push({
        method,
        path,
        query: url.searchParams,
        headers: request.headers,
        body,
        ...(parts ? { parts } : {}),
      });
      response.on('close', () => {
        if (!response.writableFinished) stats.aborted++;
      });
      if (script.delayMs > 0) await sleep(script.delayMs);
      if (response.destroyed) return;
      await handle(
        { request, response, method, path, query: url.searchParams, body, parts },
        files,
      );
    } catch (error) {
      if (!response.headersSent) sendJson(response, 500, { detail: String(error) });
      else response.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    script,
    requests,
    stats,
    files,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Clients keep connections alive; close would otherwise wait for them to time out.
        server.closeAllConnections();
      }),
  };
}

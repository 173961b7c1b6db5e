// The one way the server fetches a URL a user gave it (an avatar, a page for a bot's knowledge): http(s)
// only, no credentials in the URL, the host resolved once and every address it resolves to checked public
// (./address-policy.ts), the connection pinned to the checked address (a second DNS answer cannot swap in
// 127.0.0.1), every redirect checked the same way, and a size and time cap on the answer.
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy';

export interface EgressOptions {
  /** The answer's body may be at most this many bytes. */
  maxBytes: number;
  /** For the whole fetch, redirects included. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** Host names (or addresses) allowed to resolve to non-public addresses: an intranet, a test's loopback. */
  allowHosts?: readonly string[];
  /** Sent as `accept`. */
  accept?: string;
  /**
   * The media types (without parameters) the caller can read; an answer of another type is refused
   * before its body is read. Any type when absent.
   */
  acceptTypes?: readonly string[];
}

export interface Fetched {
  bytes: Buffer;
  contentType: string;
  /** Where the answer came from, after redirects. */
  url: string;
}

/** Why a fetch was refused or failed; `reason` is for logs, the caller decides what the user reads. */
export class EgressError extends Error {
  override name = 'EgressError';
  constructor(
    readonly reason:
      'url' | 'address' | 'redirects' | 'status' | 'type' | 'size' | 'timeout' | 'network',
    message: string,
  ) {
    super(message);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
// Special-use names that only ever mean this machine or a private network, whatever a resolver answers
// for them (RFC 6761 localhost, mDNS .local, the private-use .internal of cloud metadata hosts).
const PRIVATE_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/;

function checkedUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new EgressError('url', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new EgressError('url', `protocol ${url.protocol}`);
  if (url.username || url.password) throw new EgressError('url', 'credentials in the URL');
  return url;
}

/** The host's address, checked: all its addresses must be public (unless the host is allowed). */
async function resolve(url: URL, allowHosts: readonly string[]) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = allowHosts.includes(host);
  // A trailing dot names the same host: judged without it.
  if (!allowed && PRIVATE_NAMES.test(host.replace(/\.$/, '')))
    throw new EgressError('address', `${host} is a private name`);
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new EgressError('network', `cannot resolve ${host}`);
  }
  if (!addresses.length) throw new EgressError('network', `no address for ${host}`);
  if (!allowed && !addresses.every((entry) => isPublicAddress(entry.address)))
    throw new EgressError('address', `${host} resolves to a non-public address`);
  return addresses[0]!;
}

/** One request pinned to `address`, its answer's status, headers and body stream. */
function get(
  url: URL,
  address: { address: string; family: number },
  accept: string,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const pin: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (error: null, list: Array<{ address: string; family: number }>) => void)(null, [
        address,
      ]);
    else callback(null, address.address, address.family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      lookup: pin,
      signal,
      headers: { accept, 'user-agent': 'Atrium' },
      agent: false,
    });
    request.on('response', resolve);
    request.on('error', reject);
    request.end();
  });
}

async function readCapped(answer: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(answer.headers['content-length'] ?? 0);
  if (declared > maxBytes) {
    answer.destroy();
    throw new EgressError('size', `${declared} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of answer) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      answer.destroy();
      throw new EgressError('size', `more than ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function fetchPublic(text: string, options: EgressOptions): Promise<Fetched> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const signal = AbortSignal.timeout(timeoutMs);
  const failed = (error: unknown) =>
    error instanceof EgressError
      ? error
      : signal.aborted
        ? new EgressError('timeout', `no answer within ${timeoutMs} ms`)
        : new EgressError('network', String(error));
  let url = checkedUrl(text);
  for (let hop = 0; ; hop++) {
    const address = await resolve(url, options.allowHosts ?? []);
    try {
      const answer = await get(url, address, options.accept ?? '*/*', signal);
      const status = answer.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        answer.resume();
        const location = answer.headers.location;
        if (!location || hop >= (options.maxRedirects ?? 3))
          throw new EgressError('redirects', 'too many redirects');
        url = checkedUrl(new URL(location, url).toString());
        continue;
      }
      if (status < 200 || status >= 300) {
        answer.resume();
        throw new EgressError('status', `answered ${status}`);
      }
      const contentType = answer.headers['content-type'] ?? '';
      const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
      if (options.acceptTypes && !options.acceptTypes.includes(mediaType)) {
        answer.destroy();
        throw new EgressError('type', `answered ${mediaType || 'no content type'}`);
      }
      return {
        bytes: await readCapped(answer, options.maxBytes),
        contentType,
        url: url.toString(),
      };
    } catch (error) {
      throw failed(error);
    }
  }
}

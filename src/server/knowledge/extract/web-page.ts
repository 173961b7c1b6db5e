// A web page (or a PDF or Word document at a URL) as knowledge. It is fetched only through fetchPublic, the
// server's one SSRF-safe way out, and refused by content type before its body is read; what comes back
// goes through the same extraction as an uploaded file.
import { EgressError, fetchPublic } from '../../net/egress';
import { SourceError, type SourceErrorCode } from '../source-error';
import { extractText } from './extract-text';
import { DEFAULT_MAX_BYTES, type ExtractOptions, type Extracted } from './types';

export interface FetchPageOptions extends ExtractOptions {
  timeoutMs?: number;
  /** Host names allowed to resolve to non-public addresses (an intranet wiki, a test's loopback). */
  allowHosts?: readonly string[];
}

const READABLE_TYPES = [
  'text/html',
  'application/xhtml+xml',
  'text/plain',
  'text/markdown',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

const BY_REASON: Record<EgressError['reason'], SourceErrorCode> = {
  url: 'URL_BLOCKED',
  address: 'URL_BLOCKED',
  redirects: 'URL_REDIRECTS',
  size: 'URL_TOO_LARGE',
  timeout: 'URL_TIMEOUT',
  status: 'URL_UNREACHABLE',
  network: 'URL_UNREACHABLE',
  type: 'SOURCE_UNSUPPORTED',
};

export async function fetchPageText(
  url: string,
  options: FetchPageOptions = {},
): Promise<Extracted & { url: string }> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  let fetched;
  try {
    fetched = await fetchPublic(url, {
      maxBytes,
      timeoutMs: options.timeoutMs ?? 15_000,
      allowHosts: options.allowHosts,
      accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,application/pdf;q=0.8,*/*;q=0.1',
      acceptTypes: READABLE_TYPES,
    });
  } catch (error) {
    if (error instanceof EgressError) throw new SourceError(BY_REASON[error.reason], error.message);
    throw new SourceError('URL_UNREACHABLE', String(error));
  }
  // The last path segment names the file for a document served under a generic type.
  const fileName = new URL(fetched.url).pathname.split('/').pop() ?? '';
  const extracted = await extractText(
    { bytes: fetched.bytes, fileName, contentType: fetched.contentType },
    { maxBytes, maxChars: options.maxChars },
  );
  return { ...extracted, url: fetched.url };
}

// A File the page already holds (dropped, pasted, chosen with <input type=file>) as an ImageChoice: the
// platform's pre-check first, and the same File once it passes.
import type { ImageVerdict, UploadPurpose } from '@shared/rules/image-limits';
import type { ImageChoice } from './types';

export function fileChoice(
  file: File,
  check: (purpose: UploadPurpose, file: File) => Promise<ImageVerdict>,
): ImageChoice {
  return {
    name: file.name,
    async take(purpose) {
      const verdict = await check(purpose, file);
      return verdict.ok ? { ok: true, file } : verdict;
    },
  };
}

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The type a File made from bytes claims, from its name (the server reads the content, not this). */
export function mimeOfName(name: string): string {
  return MIME[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

// Images for chat and the image tools, sent as a data URL once `platform.checkImage(purpose, file)` has passed
// them; the server checks them again and says why it refuses. The answer's `url` is a signed path on the
// API's origin (see `fileUrl`). The upload contract loads with the first upload: the first page does not
// pay for it.
import type { UploadPurpose } from '@shared/rules/image-limits';
import { platform } from '../platform';
import { call } from './client';

const contract = () => import('@shared/api/upload').then((module) => module.uploadApi);

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

export interface UploadOptions {
  /** Do not toast a refusal: the caller shows it beside the image. */
  silent?: boolean;
  /** How much of the file has been sent, 0–1. */
  onProgress?: (fraction: number) => void;
}

export const uploadService = {
  upload: async (purpose: UploadPurpose, file: File, options: UploadOptions = {}) =>
    call((await contract()).upload64, {
      body: { purpose, data: await readAsDataUrl(file), name: file.name.slice(0, 255) },
      silent: options.silent,
      onUploadProgress: options.onProgress,
    }),
};

/** A signed path of the server (`/api/files/…`) as an address the page can load. */
export function fileUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${platform.apiBase()}${path}`;
}

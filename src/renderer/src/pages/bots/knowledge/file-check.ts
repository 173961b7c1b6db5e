// A file is checked before it is sent: a type the server does not read, an empty file or one over the size
// limit is refused at once, in words, instead of after an upload of many megabytes.
import { SOURCE_FILE_TYPES, SOURCE_LIMITS } from '@shared/api/bot-sources';

export type FileRefusal = 'type' | 'size' | 'empty';

/** The extension with its dot, lower case ('' when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

export function checkFile(file: { name: string; size: number }): FileRefusal | undefined {
  if (!(SOURCE_FILE_TYPES as readonly string[]).includes(extensionOf(file.name))) return 'type';
  if (file.size > SOURCE_LIMITS.fileBytes) return 'size';
  if (file.size === 0) return 'empty';
  return undefined;
}

/** The source's name: the file's, cut to the limit from its middle so the extension (its type) stays. */
export function sourceName(fileName: string): string {
  const max = SOURCE_LIMITS.name;
  if (fileName.length <= max) return fileName;
  const extension = extensionOf(fileName);
  return fileName.slice(0, max - extension.length) + extension;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

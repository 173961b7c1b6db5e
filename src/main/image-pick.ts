// What the image channels do, with Electron's dialog passed in: main's own file dialog hands out handles, and
// the checks and reads take only those handles (or capped bytes), so the renderer never names a path.
import type { OpenDialogOptions } from 'electron';
import { basename } from 'node:path';
import type { ImageCheckInput, ImageRead, PickedImage } from '@shared/desktop';
import {
  evaluateImageBytes,
  IMAGE_FORMATS,
  type ImageVerdict,
  type UploadPurpose,
} from '@shared/rules/image-limits';
import { checkImage, UNREADABLE } from './image-check';
import type { ImageHandles } from './image-handles';
import type { MainMessages } from './messages';
import { openRegularFile, regularFileSize } from './regular-file';

/** More than any purpose takes at once (the photo book's five portraits); the rest of a selection is left. */
export const MAX_PICKED_FILES = 10;

/** The file types the dialog offers: every accepted format, and JPEG's other spelling. */
export const PICK_EXTENSIONS = [...IMAGE_FORMATS, 'jpg'];

export const PICK_AGAIN = { ok: false, message: 'rules.pickAgain' } as const satisfies ImageVerdict;

export interface PickDeps {
  handles: ImageHandles;
  /** Electron's `dialog.showOpenDialog`, parented to the asking page's window by the caller. */
  showOpenDialog(options: OpenDialogOptions): Promise<{ canceled: boolean; filePaths: string[] }>;
  messages: MainMessages;
}

export function pickDialogOptions(multiple: boolean, messages: MainMessages): OpenDialogOptions {
  const texts = messages.desktop.pickImages;
  return {
    title: texts.title,
    properties: multiple ? ['openFile', 'multiSelections'] : ['openFile'],
    filters: [{ name: texts.filter, extensions: PICK_EXTENSIONS }],
  };
}

/** The files chosen in main's dialog, each under a new handle for `owner` (the page that asked). */
export async function pickImages(
  deps: PickDeps,
  owner: number,
  options: { multiple: boolean },
): Promise<PickedImage[]> {
  const result = await deps.showOpenDialog(pickDialogOptions(options.multiple, deps.messages));
  if (result.canceled) return [];
  const picked: PickedImage[] = [];
  for (const path of result.filePaths.slice(0, options.multiple ? MAX_PICKED_FILES : 1)) {
    let size: number;
    try {
      size = await regularFileSize(path);
    } catch {
      // Not a plain file (a dialog lets some through, such as a FIFO), or gone already: never handed out.
      continue;
    }
    picked.push({ handle: deps.handles.issue(owner, path), name: basename(path), size });
  }
  return picked;
}

/** `images:check`: a picked file by its handle (header only), or bytes the schema has already capped. */
export async function checkImageInput(
  handles: ImageHandles,
  owner: number,
  input: ImageCheckInput,
): Promise<ImageVerdict> {
  if ('bytes' in input) return checkImage({ bytes: input.bytes }, input.purpose);
  const path = handles.resolve(owner, input.handle);
  if (!path) return PICK_AGAIN;
  return checkImage({ path }, input.purpose);
}

/** `images:read`: a picked file's bytes for its upload, never more than the purpose takes. */
export async function readPickedImage(
  handles: ImageHandles,
  owner: number,
  input: { purpose: UploadPurpose; handle: string },
): Promise<ImageRead> {
  const path = handles.resolve(owner, input.handle);
  if (!path) return PICK_AGAIN;
  try {
    const file = await openRegularFile(path);
    try {
      const bySize = evaluateImageBytes(input.purpose, file.size);
      if (!bySize.ok) return bySize;
      const bytes = await file.readHead(file.size);
      // Handed over: the page has the bytes now, and needs the path no longer.
      handles.forget(owner, input.handle);
      return { ok: true, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
    } finally {
      await file.close();
    }
  } catch {
    return UNREADABLE;
  }
}

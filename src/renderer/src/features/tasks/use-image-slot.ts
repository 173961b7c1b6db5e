// An image for a tool, from choosing to ready: the Platform checks the file against the tool's upload rules
// first (nothing is sent when a rule refuses it, and the rule's message is shown), then it is uploaded, then
// an optional check of the uploaded image (the photo book's face check). `useImageSlot` holds one image,
// `useImageList` several (the photo book's portraits).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { UploadedImage } from '@shared/api/upload';
import { evaluateImage, type UploadPurpose } from '@shared/rules/image-limits';
import { ApiError, NetworkError } from '../../api/errors';
import type { ImageChoice } from '../../platform';
import { fileUrl, uploadService } from '../../api/upload';

/** Checks an uploaded image further: answers why it is refused, or undefined when it may be used. */
export type VerifyImage = (image: UploadedImage) => Promise<string | undefined>;

export type PickStatus = 'empty' | 'checking' | 'uploading' | 'verifying' | 'ready' | 'refused';

export interface PickState {
  status: PickStatus;
  name?: string;
  /** A local address of the chosen file (shown while it uploads and after). */
  preview?: string;
  /** How much of it has been sent while it uploads, 0–1. */
  progress?: number;
  image?: UploadedImage;
  /** Why it was refused (translated). */
  message?: string;
}

export const isBusy = (status: PickStatus) =>
  status === 'checking' || status === 'uploading' || status === 'verifying';

export function messageOf(error: unknown, t: TFunction): string {
  if (error instanceof ApiError || error instanceof NetworkError) return error.message;
  return t('errors.requestError');
}

function localPreview(file: Blob): string | undefined {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
}

function revoke(url: string | undefined): void {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

/**
 * Takes one choice through check → upload → verify, telling `report` each step; `stale()` answers true once a
 * newer choice has replaced this one (its later steps are then dropped).
 */
async function prepare(
  purpose: UploadPurpose,
  choice: ImageChoice,
  t: TFunction,
  verify: VerifyImage | undefined,
  report: (state: PickState) => void,
  stale: () => boolean,
): Promise<void> {
  const name = choice.name;
  report({ status: 'checking', name });
  const taken = await choice.take(purpose);
  if (stale()) return;
  if (!taken.ok) {
    report({ status: 'refused', name, message: t(taken.message, taken.params) });
    return;
  }
  const { file } = taken;
  const preview = localPreview(file);
  report({ status: 'uploading', name, preview });
  let image: UploadedImage;
  try {
    image = await uploadService.upload(purpose, file, {
      silent: true,
      onProgress: (progress) =>
        !stale() && report({ status: 'uploading', name, preview, progress }),
    });
  } catch (error) {
    if (stale()) revoke(preview);
    else report({ status: 'refused', name, preview, message: messageOf(error, t) });
    return;
  }
  if (stale()) {
    revoke(preview);
    return;
  }
  if (verify) {
    report({ status: 'verifying', name, preview, image });
    let refusal: string | undefined;
    try {
      refusal = await verify(image);
    } catch (error) {
      refusal = messageOf(error, t);
    }
    if (stale()) {
      revoke(preview);
      return;
    }
    if (refusal) {
      // Kept with the image, so the one refused can be seen; it is never sent.
      report({ status: 'refused', name, preview, image, message: refusal });
      return;
    }
  }
  report({ status: 'ready', name, preview, image });
}

/** A stored image as a slot shows it: ready, or refused with the rule it breaks for this tool. */
function storedImageState(purpose: UploadPurpose, image: UploadedImage, t: TFunction): PickState {
  const verdict = evaluateImage(purpose, {
    bytes: image.bytes,
    format: image.mime.replace('image/', ''),
    width: image.width,
    height: image.height,
  });
  const preview = fileUrl(image.url);
  return verdict.ok
    ? { status: 'ready', preview, image }
    : { status: 'refused', preview, message: t(verdict.message, verdict.params) };
}

export function useImageSlot(purpose: UploadPurpose, verify?: VerifyImage) {
  const { t } = useTranslation();
  const [state, setState] = useState<PickState>({ status: 'empty' });
  const run = useRef(0);
  const shown = useRef<string>(undefined);
  const verifyRef = useRef(verify);
  useEffect(() => {
    verifyRef.current = verify;
  });
  useEffect(
    () => () => {
      // Gone: later steps of a choice under way are dropped, and the preview is freed.
      run.current += 1;
      revoke(shown.current);
    },
    [],
  );

  const show = useCallback((next: PickState) => {
    if (shown.current !== next.preview) revoke(shown.current);
    shown.current = next.preview;
    setState(next);
  }, []);

  const pick = useCallback(
    async (choice: ImageChoice) => {
      const mine = ++run.current;
      await prepare(purpose, choice, t, verifyRef.current, show, () => mine !== run.current);
    },
    [purpose, t, show],
  );

  const clear = useCallback(() => {
    run.current += 1;
    show({ status: 'empty' });
  }, [show]);

  /** An image already stored (one the user made): checked against this tool's rules, nothing uploaded. */
  const use = useCallback(
    (image: UploadedImage) => {
      run.current += 1;
      show(storedImageState(purpose, image, t));
    },
    [purpose, show, t],
  );

  return {
    state,
    pick,
    clear,
    use,
    /** The uploaded image once it may be used. */
    image: state.status === 'ready' ? state.image : undefined,
    busy: isBusy(state.status),
  };
}

export type ImageSlot = ReturnType<typeof useImageSlot>;

export interface ListItem extends PickState {
  key: string;
}

export function useImageList(
  purpose: UploadPurpose,
  options: { max: number; verify?: VerifyImage },
) {
  const { t } = useTranslation();
  const { max } = options;
  const [items, setItems] = useState<ListItem[]>([]);
  const [notice, setNotice] = useState<string>();
  const itemsRef = useRef(items);
  const verifyRef = useRef(options.verify);
  /** Keys removed (or all, once unmounted): their later steps are dropped. */
  const removed = useRef(new Set<string>());
  const unmounted = useRef(false);
  useEffect(() => {
    itemsRef.current = items;
    verifyRef.current = options.verify;
  });
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      itemsRef.current.forEach((item) => revoke(item.preview));
    };
  }, []);

  const add = useCallback(
    async (choices: ImageChoice[]) => {
      const kept = itemsRef.current.filter((item) => item.status !== 'refused').length;
      const room = Math.max(0, max - kept);
      setNotice(choices.length > room ? t('rules.portraitCount', { min: 1, max }) : undefined);
      const chosen = choices.slice(0, room).map((choice) => ({ choice, key: crypto.randomUUID() }));
      setItems((current) => [
        ...current,
        ...chosen.map(({ choice, key }) => ({
          key,
          name: choice.name,
          status: 'checking' as const,
        })),
      ]);
      for (const { choice, key } of chosen) {
        const gone = () => unmounted.current || removed.current.has(key);
        await prepare(
          purpose,
          choice,
          t,
          verifyRef.current,
          (state) =>
            setItems((current) =>
              current.map((item) => (item.key === key ? { key, ...state } : item)),
            ),
          gone,
        );
      }
    },
    [max, purpose, t],
  );

  const remove = useCallback((key: string) => {
    removed.current.add(key);
    setNotice(undefined);
    revoke(itemsRef.current.find((item) => item.key === key)?.preview);
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  const use = useCallback(
    (image: UploadedImage) =>
      setItems((current) =>
        current.length >= max
          ? current
          : [...current, { key: crypto.randomUUID(), ...storedImageState(purpose, image, t) }],
      ),
    [max, purpose, t],
  );

  const ready = items.flatMap((item) =>
    item.status === 'ready' && item.image ? [item.image] : [],
  );
  return {
    items,
    add,
    remove,
    use,
    notice,
    max,
    ready,
    busy: items.some((item) => isBusy(item.status)),
    refused: items.filter((item) => item.status === 'refused').length,
  };
}

export type ImageList = ReturnType<typeof useImageList>;

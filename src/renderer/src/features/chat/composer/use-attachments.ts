// Images for the next message: picked (in the desktop app's own dialog, or the page's file input), pasted or
// dropped; checked by the Platform first (the chat limit, images only), then uploaded at once so sending does
// not wait. Each shows as a thumbnail from the local file until removed or sent.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MESSAGE_IMAGES, type ChatImage } from '@shared/api/chat';
import { uploadService } from '../../../api/upload';
import { platform, type ImageChoice } from '../../../platform';

export interface Attachment {
  key: string;
  name: string;
  /** A local address of the picked file, for the thumbnail. */
  preview: string;
  status: 'uploading' | 'ready';
  image?: ChatImage;
}

export function useAttachments(onProblem: (message: string) => void) {
  const { t } = useTranslation();
  const [items, setItems] = useState<Attachment[]>([]);
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  // Local previews are freed when the composer goes away.
  useEffect(() => () => itemsRef.current.forEach((item) => URL.revokeObjectURL(item.preview)), []);

  const update = (key: string, change: Partial<Attachment>) =>
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  const add = useCallback(
    async (choices: ImageChoice[]) => {
      const room = MAX_MESSAGE_IMAGES - itemsRef.current.length;
      if (choices.length > room)
        onProblem(t('chat.composer.imageLimit', { max: MAX_MESSAGE_IMAGES }));
      for (const choice of choices.slice(0, Math.max(0, room))) {
        const taken = await choice.take('chat');
        if (!taken.ok) {
          onProblem(t(taken.message, taken.params));
          continue;
        }
        const { file } = taken;
        const key = crypto.randomUUID();
        const preview = URL.createObjectURL(file);
        setItems((current) => [...current, { key, name: file.name, preview, status: 'uploading' }]);
        try {
          const uploaded = await uploadService.upload('chat', file);
          update(key, {
            status: 'ready',
            image: {
              id: uploaded.id,
              url: uploaded.url,
              width: uploaded.width,
              height: uploaded.height,
            },
          });
        } catch {
          // The client has shown the server's reason; the image leaves the message.
          URL.revokeObjectURL(preview);
          setItems((current) => current.filter((item) => item.key !== key));
        }
      }
    },
    [onProblem, t],
  );

  const remove = useCallback((key: string) => {
    setItems((current) => {
      const gone = current.find((item) => item.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((item) => item.key !== key);
    });
  }, []);

  /** After a send: the images went with the message (their previews are freed). */
  const clear = useCallback(() => {
    setItems((current) => {
      current.forEach((item) => URL.revokeObjectURL(item.preview));
      return [];
    });
  }, []);

  return {
    items,
    add,
    remove,
    clear,
    uploading: items.some((item) => item.status === 'uploading'),
    ready: items.flatMap((item) => (item.status === 'ready' && item.image ? [item.image] : [])),
  };
}

/** The image files among a paste or a drop (anything else is left to the text box), as choices. */
export function imageFiles(list: FileList | null | undefined): ImageChoice[] {
  return Array.from(list ?? [])
    .filter((file) => file.type.startsWith('image/'))
    .map((file) => platform.imageChoice(file));
}

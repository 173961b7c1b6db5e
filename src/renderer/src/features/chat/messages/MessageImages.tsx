// The images of a message: thumbnails from Atrium's own server (signed addresses), each opening full size.
import type { ChatImage } from '@shared/api/chat';
import { currentOrigins } from '../markdown/MarkdownMedia';
import { safeImageSrc } from '../markdown/safe-urls';
import { platform } from '../../../platform';

export function MessageImages({ images }: { images: ChatImage[] }) {
  if (images.length === 0) return null;
  const origins = currentOrigins();
  return (
    <div className="msg-images">
      {images.map((image) => {
        const src = safeImageSrc(image.url, origins);
        if (!src) return null;
        return (
          <a
            key={image.id}
            href={src}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => {
              if (platform.kind !== 'desktop') return;
              event.preventDefault();
              platform.openExternal(src);
            }}
          >
            <img
              src={src}
              alt=""
              loading="lazy"
              width={image.width}
              height={image.height}
              style={{ aspectRatio: `${image.width} / ${image.height}` }}
            />
          </a>
        );
      })}
    </div>
  );
}

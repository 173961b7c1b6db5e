// A tool's page takes the image My creations handed it ("use as input"), once, when it opens.
import { useEffect, useRef } from 'react';
import type { UploadedImage } from '@shared/api/upload';
import type { ToolId } from '@shared/tools/nav';
import { useHandoffStore } from '../../stores/handoff';

export function useHandedImage(tool: ToolId, put: (image: UploadedImage) => void): void {
  const putFirst = useRef(put);
  useEffect(() => {
    const image = useHandoffStore.getState().take(tool);
    if (image) putFirst.current(image);
  }, [tool]);
}

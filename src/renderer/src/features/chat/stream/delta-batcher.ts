// Deltas of a streamed answer arrive far more often than the screen refreshes (dozens a second, several per
// network chunk). They are gathered here and handed to React at most once per animation frame, so a long
// answer costs one render per frame however fast its tokens come.

export interface DeltaBatcher {
  push(text: string): void;
  /** Hands over what is waiting now (before a final message replaces the text). */
  flush(): void;
  /** Drops what is waiting (a snapshot brings the whole text). */
  cancel(): void;
}

export interface FrameScheduler {
  request(callback: () => void): number;
  cancel(handle: number): void;
}

const animationFrames: FrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

export function createDeltaBatcher(
  apply: (text: string) => void,
  frames: FrameScheduler = animationFrames,
): DeltaBatcher {
  let pending = '';
  let frame: number | undefined;
  const flush = () => {
    if (frame !== undefined) frames.cancel(frame);
    frame = undefined;
    if (!pending) return;
    const text = pending;
    pending = '';
    apply(text);
  };
  return {
    push(text) {
      if (!text) return;
      pending += text;
      frame ??= frames.request(flush);
    },
    flush,
    cancel() {
      if (frame !== undefined) frames.cancel(frame);
      frame = undefined;
      pending = '';
    },
  };
}

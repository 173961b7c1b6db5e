// Deltas of a streamed answer arrive far more often than the screen refreshes (dozens a second, several per
// network chunk). They are gathered here and handed to React at most once per animation frame, so a long
// answer costs one render per frame however fast its tokens come. When a render takes long (a slow machine,
// a big block) the next one waits twice as long as it took, so rendering never holds the page more than a
// third of the time.

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

/** The longest pause between two renders, however slow they are. */
const MAX_PAUSE_MS = 500;

export function createDeltaBatcher(
  apply: (text: string) => void,
  frames: FrameScheduler = animationFrames,
): DeltaBatcher {
  let pending = '';
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** How long the last render took, and when it ended. */
  let cost = 0;
  let endedAt = 0;

  const stop = () => {
    if (frame !== undefined) frames.cancel(frame);
    clearTimeout(timer);
    frame = undefined;
    timer = undefined;
  };
  const flush = () => {
    stop();
    if (!pending) return;
    const text = pending;
    pending = '';
    const started = performance.now();
    apply(text);
    // React renders a store change in a microtask queued by `apply`: this one runs after it.
    queueMicrotask(() => {
      endedAt = performance.now();
      cost = endedAt - started;
    });
  };
  return {
    push(text) {
      if (!text) return;
      pending += text;
      if (frame !== undefined || timer !== undefined) return;
      const wait = Math.min(MAX_PAUSE_MS, cost * 2) - (performance.now() - endedAt);
      if (wait <= 0) frame = frames.request(flush);
      else
        timer = setTimeout(() => {
          timer = undefined;
          frame = frames.request(flush);
        }, wait);
    },
    flush,
    cancel() {
      stop();
      pending = '';
    },
  };
}

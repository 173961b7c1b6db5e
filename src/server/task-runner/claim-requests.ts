// When the runner looks for queued work: asked for one provider (a task left queued, a run's place free) or
// for every one (the timers). One look at a time: what is asked meanwhile is merged into the next, so a burst
// of asks costs one statement, and a look goes only where it was asked.
export type Asked = Set<string> | 'all';

export interface ClaimRequests {
  /** Asks for a look at `provider`'s queue, or every provider's without one. */
  ask(provider?: string): void;
  /** The look in flight, if any (a stop waits for it). */
  inFlight(): Promise<void> | undefined;
}

export function claimRequests(
  look: (asked: Asked) => Promise<void>,
  onError: (error: unknown) => void,
): ClaimRequests {
  let wanted: Asked | undefined;
  let looking: Promise<void> | undefined;

  function next(): void {
    if (looking || !wanted) return;
    const asked = wanted;
    wanted = undefined;
    looking = look(asked)
      .catch(onError)
      .finally(() => {
        looking = undefined;
        next();
      });
  }

  return {
    ask(provider) {
      if (provider === undefined) wanted = 'all';
      else if (wanted === undefined) wanted = new Set([provider]);
      else if (wanted !== 'all') wanted.add(provider);
      next();
    },
    inFlight: () => looking,
  };
}

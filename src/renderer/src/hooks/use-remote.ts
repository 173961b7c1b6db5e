// Data loaded for a key: a new key (other query, retry, language) loads again, aborting the stale request.
// `status` is derived from whether the answer held is the current key's, so nothing is set synchronously
// in the effect, and the last answer stays shown (marked stale) while the next one loads.
import { useCallback, useEffect, useState } from 'react';

export type RemoteStatus = 'loading' | 'loaded' | 'error';

export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [held, setHeld] = useState<{ key: string; data?: T; failed?: boolean }>();
  const [attempt, setAttempt] = useState(0);
  const fullKey = `${key}#${attempt}`;
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setHeld({ key: fullKey, data }),
      () =>
        !controller.signal.aborted && setHeld((old) => ({ ...old, key: fullKey, failed: true })),
    );
    return () => controller.abort();
  }, [fullKey, load]);
  const status: RemoteStatus = held?.key !== fullKey ? 'loading' : held.failed ? 'error' : 'loaded';
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { status, data: held?.data, retry };
}

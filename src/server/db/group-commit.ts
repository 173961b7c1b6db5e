// Group commit: many small writes that arrive together become one statement, so a burst costs one round trip
// (and one commit) per batch instead of one per request, while a lone write goes out at once. Each caller
// still waits for its own write to be committed. Batches run one at a time per writer: what arrives while one
// is in flight forms the next. If a batch fails, its items are tried one by one, so one bad item fails only
// its own caller.

export type BatchWrite<I, O> = (items: I[]) => Promise<O[]>;

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (reason: unknown) => void;
}

export interface GroupCommit<I, O> {
  /** Resolves once the batch holding the item is committed. */
  add(item: I): Promise<O>;
  /** Whether writes are waiting or in flight (other work on the same database may yield to them). */
  busy(): boolean;
}

export function groupCommit<I, O>(write: BatchWrite<I, O>, maxBatch = 256): GroupCommit<I, O> {
  let waiting: Waiting<I, O>[] = [];
  let running = false;

  const one = async (entry: Waiting<I, O>) => {
    try {
      const [result] = await write([entry.item]);
      entry.resolve(result as O);
    } catch (error) {
      entry.reject(error);
    }
  };

  const drain = async () => {
    while (waiting.length) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(batch.length);
      if (batch.length === 1) {
        await one(batch[0]!);
        continue;
      }
      try {
        const results = await write(batch.map((entry) => entry.item));
        batch.forEach((entry, index) => entry.resolve(results[index] as O));
      } catch {
        await Promise.all(batch.map(one));
      }
    }
    running = false;
  };

  return {
    add: (item) =>
      new Promise<O>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (running) return;
        running = true;
        // After the current round of I/O callbacks, so requests read in the same round share a batch.
        setImmediate(() => void drain());
      }),
    busy: () => running,
  };
}

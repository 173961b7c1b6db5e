// Keeping a costly regular expression compiled. V8 drops a regular expression's compiled code at a major
// garbage collection unless the expression ran while that collection was marking. For the tokenizer's
// split expression (Unicode classes; `matchAll` takes a fresh copy of it for every count, compiled again
// when V8 has dropped the code) that came back as an 8–12 ms stop of the event loop at the next count:
// once per major collection, an answer's start and every stream in flight waited that long. Running it
// whenever a collection other than a minor one reports keeps it compiled: an incremental marking step
// reports before its collection ends. After a collection without one it compiles right then, not in a
// user's request.
import {
  PerformanceObserver,
  constants,
  type NodeGCPerformanceDetail,
  type PerformanceEntry,
} from 'node:perf_hooks';

/** A collection's report carries its kind (Node's typings leave `detail` to marks and measures). */
type CollectionEntry = PerformanceEntry & { detail?: NodeGCPerformanceDetail };

const isMinor = (entry: CollectionEntry) =>
  entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR;

/** Runs `use` after every garbage collection report that is not only minor ones. */
export function keepCompiledThroughCollections(use: () => void): () => void {
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().every(isMinor)) use();
  });
  observer.observe({ entryTypes: ['gc'] });
  return () => observer.disconnect();
}

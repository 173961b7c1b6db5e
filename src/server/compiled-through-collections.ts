// Keeping a costly regular expression compiled. V8 drops a regular expression's compiled code at a major
// garbage collection it has not run close enough to. Measured on the tokenizer's split expression: a use
// every 170 ms did not keep it, a use right after an incremental marking step reported (before the
// collection ended) did. Compiling it again (Unicode classes; gpt-tokenizer's `matchAll` takes a fresh copy
// for every count) stopped the event loop for 8–12 ms at the next count: once per major collection, an
// answer's start and every stream in flight waited that long. So it is run whenever a collection other than
// a minor one reports. After a collection with no incremental step it compiles right then, not in a user's
// request.
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

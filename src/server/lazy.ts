// Loading a package at its first use instead of at start, once: `lazy(() => import('x'))` answers the same
// promise to every caller (a failed load stays failed and every use reports its error, as the failed static
// import did at start). The packages loaded this way are listed in deferred.ts, with why.

/** `load`, run at the first call only; every later call answers what the first one did. */
export function lazy<T>(load: () => T): () => T {
  let loaded: { value: T } | undefined;
  // Kept once `load` returned, its promise too, so a rejected import stays failed; only a load that threw
  // before answering (a synchronous `require`) is tried again at the next use.
  return () => (loaded ??= { value: load() }).value;
}

// Counts setImmediate callbacks not yet run. React's scheduler keeps its work on setImmediate and captures the
// function when it loads, so this module must be imported before anything that loads react-dom.
let pending = 0;
let closed = false;
const original = globalThis.setImmediate;
const originalClear = globalThis.clearImmediate;
const live = new Set<NodeJS.Immediate>();

function tracked<A extends unknown[]>(
  callback: (...args: A) => void,
  ...args: A
): NodeJS.Immediate {
  // The file is over: what its React still asks for is not run (the handle is of a callback that does nothing).
  if (closed) return original(() => undefined);
  pending += 1;
  const handle: NodeJS.Immediate = original(() => {
    pending -= 1;
    live.delete(handle);
    callback(...args);
  });
  live.add(handle);
  return handle;
}

globalThis.setImmediate = Object.assign(tracked, {
  __promisify__: original.__promisify__,
}) as typeof setImmediate;
globalThis.clearImmediate = ((handle?: NodeJS.Immediate) => {
  if (handle && live.delete(handle)) pending -= 1;
  originalClear(handle);
}) as typeof clearImmediate;

export const pendingImmediates = (): number => pending;

/**
 * Ends this file's use of setImmediate: the callbacks still waiting are cancelled and later ones dropped (a
 * finished file's React work must not run once its window is gone, in the next file's time), and the next
 * file's setup wraps Node's own setImmediate again, not this one.
 */
export function closeImmediates(): void {
  closed = true;
  for (const handle of live) originalClear(handle);
  pending = 0;
  live.clear();
  globalThis.setImmediate = original;
  globalThis.clearImmediate = originalClear;
}

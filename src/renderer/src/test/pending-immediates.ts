// Counts setImmediate callbacks not yet run. React's scheduler keeps its work on setImmediate and captures the
// function when it loads, so this module must be imported before anything that loads react-dom.
let pending = 0;
const original = globalThis.setImmediate;
const originalClear = globalThis.clearImmediate;
const live = new Set<NodeJS.Immediate>();

function tracked<A extends unknown[]>(
  callback: (...args: A) => void,
  ...args: A
): NodeJS.Immediate {
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

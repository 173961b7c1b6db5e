// The key of one press of a button (a task, a message, an answer): the server answers a repeat of the same
// key with what the first one made, so a retry after a lost answer never makes (or charges) a second one.

export function newClientKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

// The key of one press of a button: the server answers a repeat of the same key with the first task.

export function newClientKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

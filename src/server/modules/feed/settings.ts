// What of a task's parameters others may see: the tool's own choices (size, style, count…), never the ids of
// the owner's images (inputs are private files) nor what identifies the work upstream or the press that made it.
const PRIVATE_KEYS = new Set(['clientKey', 'parentUpstreamId', 'customId', 'model', 'prompt']);

export function shownSettings(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).filter(
      ([key, value]) =>
        !PRIVATE_KEYS.has(key) &&
        !key.endsWith('Id') &&
        !key.endsWith('Ids') &&
        value !== undefined &&
        value !== null,
    ),
  );
}

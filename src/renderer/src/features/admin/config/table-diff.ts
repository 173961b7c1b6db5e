// What an edit changes in the price table: every leaf (a price, a flag, a name) that differs, added or went
// away, by its path (`chat.gpt-4o.output`), so the admin reviews each before publishing.

export interface TableChange {
  path: string;
  was?: unknown;
  becomes?: unknown;
}

function leaves(value: unknown, path: string, into: Map<string, unknown>): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item])
      : Object.entries(value);
    for (const [key, child] of entries) leaves(child, path ? `${path}.${key}` : key, into);
    if (entries.length === 0) into.set(path, value);
  } else into.set(path, value);
  return into;
}

export function tableDiff(before: unknown, after: unknown): TableChange[] {
  const was = leaves(before, '', new Map());
  const becomes = leaves(after, '', new Map());
  const paths = [...new Set([...was.keys(), ...becomes.keys()])].sort();
  return paths.flatMap((path) =>
    JSON.stringify(was.get(path)) === JSON.stringify(becomes.get(path))
      ? []
      : [{ path, was: was.get(path), becomes: becomes.get(path) }],
  );
}

// The rows of a raw statement (`db.execute(sql…)`): both drivers answer `{ rows }`.
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

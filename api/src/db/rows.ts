// Raw SQL results: both drivers (node-postgres and PGlite) answer db.execute with `{ rows }`.
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

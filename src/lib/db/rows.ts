/** The rows of a raw `db.drizzle.execute(sql…)` result (node-postgres shape). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

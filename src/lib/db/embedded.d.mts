export class EmbeddedPostgresError extends Error {}
export type EmbeddedPostgres = {
  uri: string
  password: string
  port: number
  pid: number | undefined
  stop: () => Promise<void>
}
export function startEmbeddedPostgres(options: {
  dataDir: string
  port: number
  database: string
  logFile?: string
  quiet?: boolean
  /** Where a line saying why a left-over server was stopped goes (console.log by default). */
  log?: (message: string) => void
}): Promise<EmbeddedPostgres>
export function findFreePort(): Promise<number>

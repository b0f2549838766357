import type pg from 'pg'

export function instanceName(host?: string): string
export function otherInstanceHosts(client: pg.ClientBase, self?: string): Promise<string[]>
export function sharedFilesWarning(hosts: string[]): string
export function watchOtherInstances(options: {
  uri: string
  log: (message: string) => void
  intervalMs?: number
  self?: string
}): Promise<{ stop: () => Promise<void> }>

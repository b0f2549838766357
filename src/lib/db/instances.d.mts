import type pg from 'pg'

export function instanceName(host?: string): string
export function otherInstanceHosts(client: pg.ClientBase, self?: string): Promise<string[]>
export function sharedFilesWarning(hosts: string[]): string
export function markUploadsFolder(uploadsDir: string, self?: string): void
export function watchOtherInstances(options: {
  uri: string
  log: (message: string) => void
  /** This instance's UPLOADS_DIR, where the instances sharing it leave their marks. */
  uploadsDir: string
  intervalMs?: number
  self?: string
}): Promise<{ stop: () => Promise<void> }>

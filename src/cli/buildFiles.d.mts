import type { IncomingMessage, ServerResponse } from 'node:http'

export function compressBuildFiles(dir: string): Promise<number>
export function createBuildFiles(options: {
  dir: string
}): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>

import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http'

type Env = Record<string, string | undefined>
type Handler = (req: IncomingMessage, res: ServerResponse) => void

export const DEFAULT_API_BODY_LIMIT: number
export const DEFAULT_UPLOAD_BODY_LIMIT: number
export const PUBLIC_FORM_BODY_LIMIT: number
export const DRIVER_FORM_BODY_LIMIT: number

export type BodyLimits = { api: number; form: number; driverForm: number; upload: number }
export function bodyLimits(env?: Env): BodyLimits
export function bodyLimitFor(
  request: { url?: string; headers: IncomingHttpHeaders; method?: string },
  limits?: BodyLimits,
): number
export function listenOptions(env?: Env): { port: number; host: string | undefined }
export function contentSecurityPolicy(env?: Env, options?: { admin?: boolean }): string
export function fileContentSecurityPolicy(contentType?: string): string

export class PayloadTooLargeError extends Error {
  readonly code: 'payload_too_large'
  readonly limit: number
  constructor(limit: number)
}

export function createEdge(
  handler: Handler,
  options?: { env?: Env },
): (req: IncomingMessage, res: ServerResponse, options?: { expectsContinue?: boolean }) => void
export function createEdgeServer(handler: Handler, options?: { env?: Env }): Server

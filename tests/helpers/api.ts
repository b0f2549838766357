// Calls the app's HTTP endpoints in-process, through Payload's own REST router (the same code
// that serves /api/* in Next), with a Fetch Request, as a browser or a bot would send it.
import { handleEndpoints } from 'payload'

import { PEER_HEADER } from '@/lib/http/clientAddress'

type Options = { address?: string; headers?: Record<string, string> }

/** A fresh address per call unless one is given, so only rate-limit tests meet the limits. */
const randomAddress = () =>
  `198.51.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`

// One random prefix per test file and a counter: addresses a rate-limit test takes never repeat
// within the file (a random pick from 250 met an earlier test's address one run in twenty), and
// differ from other files' sharing the database.
const addressPrefix = `10.${Math.floor(Math.random() * 256)}`
let addressCount = 0
/** An address no other call in this test file has used. */
export const unusedAddress = () => {
  addressCount += 1
  return `${addressPrefix}.${addressCount >> 8}.${addressCount & 255}`
}

export const callApi = async (
  path: string,
  init: RequestInit = {},
  { address, headers }: Options = {},
): Promise<Response> => {
  const { default: config } = await import('@payload-config')
  const merged = new Headers(init.headers)
  for (const [name, value] of Object.entries(headers ?? {})) merged.set(name, value)
  merged.set(PEER_HEADER, address ?? randomAddress())
  const request = new Request(`http://localhost:3000/api${path}`, { ...init, headers: merged })
  return handleEndpoints({ config, request })
}

export const postJson = (path: string, body: unknown, options?: Options) =>
  callApi(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    options,
  )

/** A multipart form: strings, or [bytes, file name, MIME type] for a file. */
export type FormValue = string | [Uint8Array | string, string, string?]

export const postForm = async (
  path: string,
  fields: Record<string, FormValue>,
  options?: Options,
) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value)
    else
      form.append(
        name,
        new Blob([value[0] as BlobPart], { type: value[2] ?? 'application/octet-stream' }),
        value[1],
      )
  }
  return callApi(path, { method: 'POST', ...(await encodeForm(form)) }, options)
}

/**
 * A form as the bytes a browser sends. A FormData body would stream from undici's encoder, which
 * throws an unhandled rejection when an endpoint stops reading a body over its size limit.
 */
export const encodeForm = async (
  form: FormData,
): Promise<{ body: Uint8Array<ArrayBuffer>; headers: Record<string, string> }> => {
  const encoded = new Response(form)
  return {
    body: new Uint8Array(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  }
}

/** A REST call as a signed-in browser makes it (JSON in, JSON out), with the token of payload.login. */
export const rest = async (method: string, path: string, token: string | null, body?: unknown) => {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `JWT ${token}`
  const response = await callApi(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

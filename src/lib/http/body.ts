/** Reading request bodies with a hard size limit, whatever Content-Length claims. */

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request is larger than ${limit} bytes.`)
  }
}

export const readBody = async (request: Request, limit: number): Promise<Uint8Array> => {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(limit)
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      throw new BodyTooLargeError(limit)
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/** The media type without parameters, lower case: 'multipart/form-data', 'application/json'. */
export const mediaType = (request: Request): string =>
  (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()

/** Parses multipart bytes with the platform's parser; null when they are not valid multipart. */
export const parseMultipart = async (
  body: Uint8Array,
  contentType: string,
): Promise<FormData | null> => {
  try {
    return await new Response(body as BodyInit, {
      headers: { 'content-type': contentType },
    }).formData()
  } catch {
    return null
  }
}

export const BAD_JSON = Symbol('bad json')

export const parseJson = (body: Uint8Array): unknown => {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body))
  } catch {
    return BAD_JSON
  }
}

import type { FieldErrors } from './rules'

/** What a form learns from its endpoint. status 0: the request never reached the server. */
export type SubmitResult =
  | { ok: true }
  | { ok: false; status: number; code?: string; error?: string; fieldErrors: FieldErrors }

/** Sends a public form to its endpoint: multipart for forms with files, JSON otherwise. */
export const submitForm = async (
  path: string,
  body: FormData | Record<string, unknown>,
): Promise<SubmitResult> => {
  let response: Response
  try {
    response =
      body instanceof FormData
        ? await fetch(path, { method: 'POST', body })
        : await fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
  } catch (error) {
    console.warn(`${path}: the request failed`, error)
    return { ok: false, status: 0, fieldErrors: {} }
  }
  if (response.ok) return { ok: true }
  const data = (await response.json().catch(() => ({}))) as {
    error?: string
    code?: string
    fieldErrors?: FieldErrors
  }
  return {
    ok: false,
    status: response.status,
    code: data.code,
    error: data.error,
    fieldErrors: data.fieldErrors ?? {},
  }
}

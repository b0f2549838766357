/**
 * One back-office action over HTTP: a workflow endpoint (endpoints/workflows.ts) or Payload's own
 * REST (PATCH/DELETE /api/<slug>/:id, which enforce access and write the audit trail).
 */
export type ActionAnswer = {
  ok: boolean
  /** The server put an admin's change in the super admins' queue instead of applying it. */
  queued: boolean
  message?: string
  error?: string
}

type Body = {
  error?: string
  message?: string
  result?: string
  errors?: { message?: string }[]
}

export const sendAction = async (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: Record<string, unknown>,
): Promise<ActionAnswer> => {
  try {
    const response = await fetch(url, {
      method,
      credentials: 'include',
      headers: body ? { 'Content-Type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    })
    const json = (await response.json().catch(() => ({}))) as Body
    if (!response.ok)
      return { ok: false, queued: false, error: json.error || json.errors?.[0]?.message }
    return { ok: true, queued: json.result === 'queued', message: json.message }
  } catch {
    return { ok: false, queued: false }
  }
}

import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'

import { safeAdminTarget, type LoginError } from '@/admin/shell/login'
import { isFromOwnPage } from '@/lib/http/origin'
import { LOGIN_PATH } from '@/admin/shell/paths'

const payloadPost = REST_POST(config)

const seeOther = (location: string, cookies: string[] = []) => {
  const response = new Response(null, { status: 303, headers: { Location: location } })
  for (const cookie of cookies) response.headers.append('Set-Cookie', cookie)
  return response
}

const refusal = (status: number): LoginError =>
  status === 429 ? 'throttled' : status === 403 ? 'denied' : status < 500 ? 'failed' : 'unexpected'

/**
 * The sign-in form's POST. It goes through Payload's own REST login (with the request's headers,
 * so the sign-in limits count the right address), which checks the password, runs the users'
 * login hooks and sets Payload's session cookie; its Set-Cookie is passed on with the redirect.
 */
export async function POST(request: Request): Promise<Response> {
  // Another site's page must not sign a visitor in to an account of its choosing: only a post that
  // names our own sign-in page (Origin, or Referer without one) is taken (issue #29).
  if (!isFromOwnPage(request.headers)) return new Response('Forbidden', { status: 403 })
  // A body that is not the form (JSON, garbage) is a failed sign-in, not a 500.
  const form = await request.formData().catch(() => null)
  if (!form) return seeOther(`${LOGIN_PATH}?${new URLSearchParams({ error: refusal(400) })}`)
  const target = safeAdminTarget(form.get('redirect'))
  const loginHeaders = new Headers(request.headers)
  loginHeaders.set('content-type', 'application/json')
  loginHeaders.delete('content-length')
  loginHeaders.delete('cookie')
  const login = await payloadPost(
    new Request(new URL('/api/users/login', request.url), {
      method: 'POST',
      headers: loginHeaders,
      body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
    }),
    { params: Promise.resolve({ slug: ['users', 'login'] }) },
  )
  if (login.ok) return seeOther(target, login.headers.getSetCookie())
  const query = new URLSearchParams({ error: refusal(login.status) })
  const wait = login.headers.get('Retry-After')
  if (wait) query.set('wait', wait)
  if (target !== '/admin') query.set('redirect', target)
  return seeOther(`${LOGIN_PATH}?${query}`)
}

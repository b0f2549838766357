import { signInCopy } from '@/lib/auth/signIn'
import { waitText } from '@/lib/rateLimit'
import { authCopy } from '@/copy/auth'

/** Why a sign-in was refused, as the submit handler tells the page (?error=…). */
export type LoginError = 'failed' | 'denied' | 'throttled' | 'unexpected'

/** Only an admin page of this site: never another site, and never a protocol-relative '//host'. */
export const safeAdminTarget = (value: unknown): string =>
  typeof value === 'string' && /^\/admin(?:[/?#]|$)/.test(value) && !/[\\]|\/\//.test(value)
    ? value
    : '/admin'

/** The refusal's two lines, as the spec's login toasts word them. */
export const loginErrorText = (
  error: string | undefined,
  waitSeconds: number,
): { title: string; description: string } | null => {
  switch (error) {
    case 'failed':
      return { title: authCopy.loginFailed, description: authCopy.wrongCredentials }
    case 'denied':
      return { title: authCopy.accessDenied, description: authCopy.noAdminPrivileges }
    case 'throttled':
      return {
        title: authCopy.loginFailed,
        description: `${signInCopy.tooManySignIns(waitText(waitSeconds))} ${authCopy.throttledHelp}`,
      }
    case 'unexpected':
      return { title: authCopy.loginFailed, description: authCopy.unexpectedError }
    default:
      return null
  }
}

/** The sign-in page (src/app/(login)), and its query flag after a sign-out. */
export const LOGIN_PATH = '/admin/login'
export const SIGNED_OUT_PARAM = 'signedOut'

/** Where page.tsx shows these views in place of the one asked for (the address stays as typed). */
export const SHELL_VIEWS = {
  notFound: '/not-found',
  accessDenied: '/access-denied',
} as const

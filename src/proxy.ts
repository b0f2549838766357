import { NextResponse, type NextRequest } from 'next/server'

/** The address a page was asked for, passed to src/app/global-not-found.tsx, which logs unknown ones. */
export const VISITED_PATH_HEADER = 'x-visited-path'

/** Runs before public pages only: a page Next renders for an unmatched address is given no URL. */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers)
  headers.set(VISITED_PATH_HEADER, request.nextUrl.pathname.slice(0, 300))
  return NextResponse.next({ request: { headers } })
}

export const config = {
  // Not the API, the back office, Next's own files or anything with a file extension.
  matcher: ['/((?!api/|api$|admin/|admin$|_next/|.*\\.[a-z0-9]+$).*)'],
}

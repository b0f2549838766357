/** The My data addresses (issue #32): the form's page, its post, and a link's pages. */
export const MY_DATA_PAGE = '/my-data'
export const DATA_LINK_REQUEST_PATH = '/my-data/link'

export const myDataPaths = (token: string) => ({
  page: `${MY_DATA_PAGE}/${token}`,
  download: `${MY_DATA_PAGE}/${token}/download`,
  erase: `${MY_DATA_PAGE}/${token}/erase`,
  correct: `${MY_DATA_PAGE}/${token}/correct`,
  check: `${MY_DATA_PAGE}/${token}/check`,
})

/** Every My data address holds, or leads to, a private link: sent with the private headers. */
export const isMyDataPath = (pathname: string): boolean =>
  pathname === MY_DATA_PAGE || pathname.startsWith(`${MY_DATA_PAGE}/`)

const LINK_PAGE = /^\/my-data\/([^/]+)\/?$/

/** /my-data/<token>, the page a link opens (not /my-data/link, the form's post). */
export const isDataLinkPage = (pathname: string): boolean =>
  LINK_PAGE.test(pathname) && pathname.replace(/\/$/, '') !== DATA_LINK_REQUEST_PATH

/** The check route beside a link's page (src/proxy.ts asks it before the page renders). */
export const dataLinkCheckPath = (pathname: string): string | null =>
  isDataLinkPage(pathname) ? `${MY_DATA_PAGE}/${LINK_PAGE.exec(pathname)?.[1]}/check` : null

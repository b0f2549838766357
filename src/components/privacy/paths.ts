/** The My data addresses (issue #32): the form's page, its post, and a link's pages. */
export const MY_DATA_PAGE = '/my-data'
export const DATA_LINK_REQUEST_PATH = '/my-data/link'

export const myDataPaths = (token: string) => ({
  page: `${MY_DATA_PAGE}/${token}`,
  download: `${MY_DATA_PAGE}/${token}/download`,
  erase: `${MY_DATA_PAGE}/${token}/erase`,
  correct: `${MY_DATA_PAGE}/${token}/correct`,
})

/** Every My data address holds, or leads to, a private link: sent with the private headers. */
export const isMyDataPath = (pathname: string): boolean =>
  pathname === MY_DATA_PAGE || pathname.startsWith(`${MY_DATA_PAGE}/`)

export const WHOLE_PAGE_HEADER: string

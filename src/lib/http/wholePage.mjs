// Shared by the production server's page cache (src/cli/pageCache.mjs), which sets it, and the pages
// (src/components/ui/ReadyOrStream.tsx), which read it; plain JavaScript so the server needs no build.

/**
 * Set on the page cache's own renders only, over anything a client sent: nobody reads such a page's
 * first bytes (the cache keeps the whole body before anyone is sent it), so slow content is waited
 * for instead of streamed behind a placeholder, which a reader without JavaScript would see for as
 * long as the page is kept.
 */
export const WHOLE_PAGE_HEADER = 'x-fellowship-whole-page'

/** The limits of POST /api/analytics, shared by the browser tracker and the endpoint (a plain module: no zod in the browser). */
export const ANALYTICS_ENDPOINT = '/api/analytics'
export const MAX_EVENTS_PER_REQUEST = 20
export const MAX_BODY_BYTES = 64 * 1024
export const MAX_METADATA_BYTES = 2 * 1024
export const MAX_PATH_LENGTH = 512
export const MAX_REFERRER_LENGTH = 1024
export const MAX_USER_AGENT_LENGTH = 512
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,128}$/

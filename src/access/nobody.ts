import type { Access } from 'payload'

/** Only trusted server code (overrideAccess: true) may do this. */
export const nobody: Access = () => false

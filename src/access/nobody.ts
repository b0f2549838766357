import type { UserRule } from './user'

/** Only trusted server code (overrideAccess: true) may do this. */
export const nobody: UserRule = () => false

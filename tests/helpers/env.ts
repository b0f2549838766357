import { vi } from 'vitest'

/** Several vi.stubEnv at once (undefined removes one); vi.unstubAllEnvs() puts them all back. */
export const stubEnvs = (values: Record<string, string | undefined>) => {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value)
}

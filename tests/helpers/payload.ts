import type { Payload } from 'payload'

let instance: Payload | undefined

/** The Local API on this test file's own database. */
export const getTestPayload = async (): Promise<Payload> => {
  if (!instance) {
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    instance = await getPayload({ config })
  }
  return instance
}

export const closePayload = async () => {
  if (instance) await instance.destroy()
  instance = undefined
}

import { HONEYPOT_FIELD } from '@/lib/forms/rules'
import { publicEndpoint } from '@/lib/http/publicEndpoint'
import { outcomeResponse } from '@/lib/http/responses'
import { CHURCH_FIELDS, submitChurch } from '@/lib/rides/registration'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** POST /api/forms/church (JSON): "Register Your Church" (issue #19). */
export const churchEndpoint = publicEndpoint({
  path: '/forms/church',
  bucket: 'church',
  accepts: 'json',
  maxBytes: 16 * 1024,
  handle: async ({ req, input }) => {
    const data = input.kind === 'json' ? input.data : null
    const fields = isObject(data)
      ? Object.fromEntries(CHURCH_FIELDS.map((name) => [name, data[name] ?? '']))
      : data
    const honeypot = isObject(data) ? data[HONEYPOT_FIELD] : undefined
    return outcomeResponse(await submitChurch(req.payload, fields, honeypot))
  },
})

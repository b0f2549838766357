import type { CollectionBeforeOperationHook, Where } from 'payload'

/** What the number's stored form (+234…) holds of a number typed any way: '0803 123-4567' → '8031234567'. */
const digitsOf = (typed: string): string => {
  const digits = typed.replace(/\D/g, '')
  return digits.startsWith('0') ? digits.slice(1) : digits
}

const normalise = (where: Where): Where =>
  Object.fromEntries(
    Object.entries(where).map(([key, value]) => {
      if ((key === 'and' || key === 'or') && Array.isArray(value))
        return [key, (value as Where[]).map(normalise)]
      if (key !== 'to' || !value || typeof value !== 'object') return [key, value]
      const condition = value as Record<string, unknown>
      const typed = condition.like ?? condition.contains
      if (typeof typed !== 'string' || digitsOf(typed).length < 3) return [key, value]
      return [key, { like: digitsOf(typed) }]
    }),
  ) as Where

/**
 * The Text messages list's search and filters find a number however staff type it: stored numbers
 * are +234…, people write 0803 123 4567.
 */
export const searchByNumber: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'read' && operation !== 'count') return args
  const where = (args as { where?: Where }).where
  if (!where || typeof where !== 'object') return args
  return { ...args, where: normalise(where) } as typeof args
}

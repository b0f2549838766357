// The text messages' tests (issue #33): a number of one's own, what the outbox holds for it, and
// what a provider's simulator received for it.
import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import { slugs } from '@collections/slugs'

/** A number of its own per test: +23480… */
export const newNumber = () => `+23480${randomInt(10_000_000, 100_000_000)}`

/** The Text messages rows to a number, oldest first. */
export const messagesTo = async (payload: Payload, to: string) =>
  (
    await payload.find({
      collection: slugs.messages,
      where: { to: { equals: to } },
      sort: 'createdAt',
      overrideAccess: true,
      depth: 0,
    })
  ).docs

/** What a simulator (SMS or WhatsApp) received for a number, oldest first. */
export const simulatedTo = async <T>(simulator: { url: string }, to: string): Promise<T[]> => {
  const answer = (await (await fetch(`${simulator.url}/__simulator/messages`)).json()) as {
    data: (T & { to: string })[]
  }
  return answer.data.filter((sent) => sent.to === to.replace('+', ''))
}

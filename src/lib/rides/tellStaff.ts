import type { Payload, PayloadRequest } from 'payload'

import { isSafeguardingStaff } from '@/access/concerns'
import { churchOfUser } from '@/access/user'
import { slugs } from '@collections/slugs'

/**
 * Who hears at once of what happens on a church's rides that staff must act on (issue #34: a
 * driver's cancel, a safeguarding concern): the active staff who edit Rides (super admins always)
 * and the active admins of that church; with no church, the staff only. Their e-mails, each once.
 */
const recipientsOf = async (payload: Payload, req: PayloadRequest, church: number | null) => {
  const { docs } = await payload.find({
    collection: slugs.users,
    where: { is_active: { not_equals: false } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const addresses = docs
    .filter(
      (user) => isSafeguardingStaff(user) || (church !== null && churchOfUser(user) === church),
    )
    .map((user) => user.email.trim().toLowerCase())
  return [...new Set(addresses)]
}

/** Queues one e-mail to each of them in the caller's transaction; returns the jobs, to start once committed. */
export const tellStaffAndChurch = async (
  payload: Payload,
  req: PayloadRequest,
  church: number | null,
  message: { subject: string; text: string; html: string },
): Promise<(number | string)[]> => {
  const jobs: (number | string)[] = []
  for (const to of await recipientsOf(payload, req, church))
    jobs.push((await payload.jobs.queue({ task: 'send-email', input: { to, ...message }, req })).id)
  return jobs
}

// What Payload's scheduler does with a task's `schedule`: the job it queues, and for when.
import type { Payload } from 'payload'

/**
 * Asks Payload's scheduler to queue the default queue's scheduled tasks, as its cron does each
 * minute in production (JOBS_AUTORUN=false in tests), and returns the job queued for this task.
 * Every job it queued is removed again, so no later run picks it up.
 */
export const scheduledRunOf = async (payload: Payload, taskSlug: string) => {
  const { docs: before } = await payload.find({
    collection: 'payload-jobs',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const known = new Set(before.map((job) => job.id))
  const asked = Date.now()
  await payload.jobs.handleSchedules({ queue: 'default' })
  const { docs: after } = await payload.find({
    collection: 'payload-jobs',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const queued = after.filter((job) => !known.has(job.id))
  await payload.delete({
    collection: 'payload-jobs',
    where: { id: { in: queued.map((job) => job.id) } },
    overrideAccess: true,
  })
  const job = queued.find((entry) => entry.taskSlug === taskSlug)
  return { asked, job, waitUntil: job?.waitUntil ? new Date(job.waitUntil) : undefined }
}

import { siteUrl } from '@/lib/siteUrl'

/**
 * The Message-ID of the e-mail a job sends, the same on every try of that job: when a runner dies
 * after the mail left but before the job was marked done, the retry repeats the very message, which
 * providers and clients that drop a second copy of one Message-ID (Gmail does) show once. The job's
 * creation time keeps it unique when a fresh database numbers jobs from 1 again.
 */
export const jobMessageId = (job: { id: number | string; createdAt: string }): string =>
  `<job-${job.id}.${Date.parse(job.createdAt)}@${new URL(siteUrl()).hostname}>`

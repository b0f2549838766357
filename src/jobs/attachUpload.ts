import { JobCancelledError, type TaskConfig } from 'payload'

import { slugs } from '@collections/slugs'
import { describeFailure, quietError } from '@/lib/uploads/failure'
import {
  attachUpload,
  dropSpool,
  isRefusedByPayload,
  queueUpload,
  readSpool,
  type AttachTarget,
  type AttachUploadInput,
} from '@/lib/uploads/store'

/** Tries after the first: with the backoff, about two hours of storage outage before giving up. */
const RETRIES = 8

/**
 * A visitor's file that storage failed to take during the request, stored and linked to its
 * application later. Its bytes wait in the key-value store (src/lib/uploads/store.ts), never in
 * the input, which Payload logs and copies into the job's log on every failed try; and every error
 * it throws names only ids and a failure's kind.
 */
export const attachUploadTask: TaskConfig<{ input: AttachUploadInput; output: object }> = {
  slug: 'attach-upload',
  label: 'Store an uploaded file',
  retries: { attempts: RETRIES, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    {
      name: 'uploadCollection',
      type: 'select',
      required: true,
      options: [slugs.volunteerResumes, slugs.sponsorLogos],
    },
    {
      name: 'collection',
      type: 'select',
      required: true,
      options: [slugs.volunteerApplications, slugs.sponsorshipApplications],
    },
    { name: 'id', type: 'text', required: true },
    { name: 'field', type: 'select', required: true, options: ['resume', 'profile_picture'] },
    {
      name: 'urlField',
      type: 'select',
      required: true,
      options: ['resume_url', 'profile_picture_url'],
    },
    { name: 'name', type: 'text', required: true },
    { name: 'mimetype', type: 'text', required: true },
    {
      name: 'spool',
      type: 'text',
      required: true,
      admin: { description: "The key-value store's key of the file's bytes." },
    },
  ],
  handler: async ({ input, req }) => {
    const { payload } = req
    const application = `${input.collection} ${input.id}`
    // A job queued before the bytes left the input still carries them as `data`; it is never retried.
    const legacy = (input as { data?: unknown }).data
    let data: Buffer | null
    try {
      data =
        typeof legacy === 'string'
          ? Buffer.from(legacy, 'base64')
          : input.spool
            ? await readSpool(payload, input.spool)
            : null
    } catch (error) {
      throw quietError(`The file for ${application} could not be read`, error)
    }
    // Cancelled, not failed: Payload neither retries nor logs a cancelled job.
    if (!data) {
      payload.logger.error({
        msg: `attach-upload: the file for ${application} is no longer kept; it keeps no ${input.field}`,
      })
      throw new JobCancelledError(`The file for ${application} is no longer kept`)
    }
    const { uploadCollection, collection, field, urlField } = input
    const target: AttachTarget = {
      uploadCollection,
      collection,
      field,
      urlField,
      id: Number.isNaN(Number(input.id)) ? input.id : Number(input.id),
    }
    const file = { data, mimetype: input.mimetype, name: input.name, size: data.byteLength }
    try {
      await attachUpload(payload, target, file)
    } catch (error) {
      if (isRefusedByPayload(payload, input.uploadCollection, error, req.t)) {
        if (input.spool) await dropSpool(payload, input.spool)
        payload.logger.error({
          msg: `attach-upload: Payload refused the file for ${application}; it keeps no ${input.field}`,
          failure: describeFailure(error),
        })
        throw new JobCancelledError(
          `Payload refused the file for ${application} (${describeFailure(error)})`,
        )
      }
      if (typeof legacy === 'string') {
        const moved = await queueUpload(payload, target, file)
        throw new JobCancelledError(
          `Storing the file for ${application} failed (${describeFailure(error)}); job ${moved.id} retries it`,
        )
      }
      throw quietError(`Storing the file for ${application} failed`, error)
    }
    if (input.spool) await dropSpool(payload, input.spool)
    return { output: {} }
  },
  // Called after each failed try; on the last one (Payload's own test) the kept bytes go too.
  onFail: async ({ input, req, taskStatus }) => {
    if (taskStatus?.complete || (taskStatus?.totalTried ?? 0) < RETRIES) return
    const { collection, id, field, spool } = input as AttachUploadInput
    if (spool) await dropSpool(req.payload, spool)
    req.payload.logger.error({
      msg: `attach-upload: gave up storing the file for ${collection} ${id} after ${RETRIES + 1} tries; it keeps no ${field}`,
    })
  },
}

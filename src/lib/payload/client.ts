import config from '@payload-config'
import { getPayload as getPayloadInstance, type Payload } from 'payload'

/** The Local API for server components and route handlers; the first call also starts the job queue's cron. */
export const getPayload = (): Promise<Payload> => getPayloadInstance({ config, cron: true })

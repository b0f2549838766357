import path from 'node:path'

import { env } from '@/lib/config/env'

/** Uploads live outside public/, so every file is served through Payload's access-checked route. */
const uploadsRoot = (): string => path.resolve(env('UPLOADS_DIR'))

export const uploadDir = (slug: string): string => path.join(uploadsRoot(), slug)

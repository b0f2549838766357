import path from 'node:path'

/** Uploads live outside public/, so every file is served through Payload's access-checked route. */
export const uploadsRoot = (): string => path.resolve(process.env.UPLOADS_DIR || '.data/uploads')

export const uploadDir = (slug: string): string => path.join(uploadsRoot(), slug)

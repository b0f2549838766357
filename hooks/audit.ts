import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  CollectionSlug,
  PayloadRequest,
  Plugin,
} from 'payload'

import { slugs } from '@collections/slugs'
import { underSavepoint } from '@/lib/db/tx'
import { describeFailure } from '@/lib/uploads/failure'

/**
 * Never compared or shown: bookkeeping that changes on its own. The sign-in fields are here too:
 * Payload hands the audit the old user with its hidden fields and the new one without them, so
 * comparing them would log a password change on every save. A real one is flagged in beforeChange.
 */
const NOISE = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'sessions',
  'loginAttempts',
  'lockUntil',
  'salt',
  'hash',
  'resetPasswordToken',
  'resetPasswordExpiration',
  '_verified',
  '_verificationToken',
])
/** Named as changed, but their values never enter the trail. */
const SECRET = /pass|hash|salt|token|secret|api_?key/i
/** File data of upload collections: names only. */
const FILE_DATA = new Set(['url', 'thumbnailURL', 'sizes', 'prefix', 'focalX', 'focalY'])
const MAX_TEXT = 200

type Scalar = string | number | boolean | null
type Changes = Record<string, { old: Scalar; new: Scalar }>

const normalise = (value: unknown): unknown => {
  if (value === undefined || value === '') return null
  if (Array.isArray(value)) return value.map(normalise)
  if (value && typeof value === 'object') {
    // A populated relationship counts as its id.
    if ('id' in value && ('createdAt' in value || 'updatedAt' in value))
      return (value as { id: unknown }).id
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'id')
        .map(([key, inner]) => [key, normalise(inner)]),
    )
  }
  return value
}

const isSimple = (value: unknown): value is Scalar =>
  value === null ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  (typeof value === 'string' && value.length <= MAX_TEXT)

/** The changed top-level fields, and old → new for the simple, non-secret ones. */
const diff = (
  previous: Record<string, unknown> | undefined,
  next: Record<string, unknown>,
): { fields: string[]; changes: Changes } => {
  const fields: string[] = []
  const changes: Changes = {}
  const keys = new Set([...Object.keys(previous ?? {}), ...Object.keys(next)])
  for (const key of keys) {
    if (NOISE.has(key)) continue
    const before = normalise(previous?.[key])
    const after = normalise(next[key])
    if (JSON.stringify(before) === JSON.stringify(after)) continue
    fields.push(key)
    if (previous && !SECRET.test(key) && !FILE_DATA.has(key) && isSimple(before) && isSimple(after))
      changes[key] = { old: before, new: after }
  }
  return { fields, changes }
}

const titleOf = (collection: CollectionConfig, doc: Record<string, unknown>): string => {
  const candidates = [collection.admin?.useAsTitle, 'title', 'name', 'filename', 'email']
  for (const key of candidates) {
    const value = key ? doc[key] : undefined
    if (typeof value === 'string' && value.trim() && key !== 'id') return value.slice(0, MAX_TEXT)
  }
  return `${collection.slug} ${String(doc.id)}`
}

/**
 * Inside the change's own transaction, but under a savepoint: a failed audit insert rolls back only
 * itself. The adapter call (not payload.create) is deliberate: a failing Local API create would
 * roll back the whole shared transaction, the admin's change with it.
 */
const writeEntry = (req: PayloadRequest, data: Record<string, unknown>) =>
  underSavepoint(req.payload, req, 'audit_entry', () =>
    req.payload.db.create({ collection: slugs.auditLog, data, req }),
  )

const record = async (
  req: PayloadRequest,
  context: Record<string, unknown>,
  entry: {
    action: 'create' | 'update' | 'delete'
    collection: CollectionConfig
    doc: Record<string, unknown>
    fields: string[]
    changes?: Changes
  },
) => {
  const { user } = req
  // Visitors and system work (payments, jobs, seed) have no user: only people are traced.
  if (!user || context.skipAudit) return
  const now = new Date().toISOString()
  try {
    await writeEntry(req, {
      action: entry.action,
      collection: entry.collection.slug,
      document_id: String(entry.doc.id),
      summary: titleOf(entry.collection, entry.doc),
      changed_fields: entry.fields,
      changes: entry.changes && Object.keys(entry.changes).length ? entry.changes : null,
      user: user.id,
      user_email: typeof user.email === 'string' ? user.email : null,
      at: now,
      createdAt: now,
      updatedAt: now,
    })
  } catch (error) {
    // The admin's change matters more than its trace: log and carry on.
    req.payload.logger.error(
      `Audit entry for ${entry.action} of ${entry.collection.slug} ${String(entry.doc.id)} was not written (${describeFailure(error)})`,
    )
  }
}

/** The context key that says this save sets a new password (Payload drops it from data before afterChange). */
const passwordKey = (slug: string, id: unknown) => `audit:password:${slug}:${String(id)}`

const flagPasswordChange: CollectionBeforeChangeHook = ({
  collection,
  context,
  data,
  operation,
  originalDoc,
}) => {
  if (operation === 'update' && typeof data.password === 'string' && data.password)
    context[passwordKey(collection.slug, originalDoc?.id)] = true
  return data
}

const auditAfterChange: CollectionAfterChangeHook = async ({
  collection,
  context,
  doc,
  operation,
  previousDoc,
  req,
}) => {
  const { fields, changes } = diff(operation === 'update' ? previousDoc : undefined, doc)
  const key = passwordKey(collection.slug, doc.id)
  if (context[key]) {
    fields.push('password')
    delete context[key]
  }
  // A save that changed nothing leaves no entry.
  if (operation === 'update' && fields.length === 0) return doc
  await record(req, context, {
    action: operation,
    collection,
    doc,
    fields,
    changes: operation === 'update' ? changes : undefined,
  })
  return doc
}

const auditAfterDelete: CollectionAfterDeleteHook = async ({ collection, context, doc, req }) => {
  await record(req, context, { action: 'delete', collection, doc, fields: [] })
  return doc
}

/**
 * Every admin change leaves an audit entry (collections/AuditLog.ts): adds the audit hooks to every
 * collection but the trail itself and those named in `except`.
 */
export const auditTrail =
  ({ except = [] }: { except?: CollectionSlug[] } = {}): Plugin =>
  (config) => ({
    ...config,
    collections: (config.collections ?? []).map((collection) =>
      collection.slug === slugs.auditLog || (except as string[]).includes(collection.slug)
        ? collection
        : {
            ...collection,
            hooks: {
              ...collection.hooks,
              ...(collection.auth
                ? { beforeChange: [...(collection.hooks?.beforeChange ?? []), flagPasswordChange] }
                : {}),
              afterChange: [...(collection.hooks?.afterChange ?? []), auditAfterChange],
              afterDelete: [...(collection.hooks?.afterDelete ?? []), auditAfterDelete],
            },
          },
    ),
  })

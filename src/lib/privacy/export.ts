import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { idsNaming, idsWithEmail, idsWithPhones, phonesIn } from '@/lib/db/privacy'
import { readStoredFile } from '@/lib/storage/read'

import { ownPhoneField, PERSONAL_DATA, type PersonalCollection } from './personalData'
import { subjectColumns, type DataSubject } from './subject'

/** The ids of a person's records in each collection of the data map, by e-mail or phone. */
export type FoundRecords = Map<CollectionSlug, number[]>

/** By phone: the records whose own phone field holds the number (its digits, as phonesIn gives them). */
const idsWithOwnPhone = (
  payload: Payload,
  slug: CollectionSlug,
  field: string | null,
  phone: string,
  req?: Partial<PayloadRequest>,
) =>
  field ? idsWithPhones(payload, slug, field, [phone.replace(/\D/g, '')], req) : Promise.resolve([])

export const findPersonalRecords = async (
  payload: Payload,
  subject: DataSubject,
  req?: Partial<PayloadRequest>,
  {
    erasing = false,
  }: {
    /**
     * Finding what an erasure removes. A phone typed on the person's e-mail records was never
     * proven theirs (anyone may book with an e-mail of their own and another's number), so the
     * records kept by phone alone (text messages, phone codes) are shown, exported and corrected
     * only to a request made with that phone (its link went to the phone). An e-mail erasure still
     * removes them, as they were sent because of the person's own records; a safeguarding concern
     * is never reached through them (`proven`).
     */
    erasing?: boolean
  } = {},
): Promise<FoundRecords> => {
  const found: FoundRecords = new Map()
  for (const entry of PERSONAL_DATA) {
    const { findBy } = entry
    let ids: number[]
    if ('email' in findBy)
      ids =
        subject.kind === 'email'
          ? await idsWithEmail(payload, entry.slug, findBy.email, subject.email, req)
          : await idsWithOwnPhone(
              payload,
              entry.slug,
              ownPhoneField(entry.slug),
              subject.phone,
              req,
            )
    else if (subject.kind === 'phone' && 'phone' in findBy)
      ids = await idsWithOwnPhone(payload, entry.slug, findBy.phone.field, subject.phone, req)
    else if ('via' in findBy)
      ids = await idsNaming(
        payload,
        entry.slug,
        findBy.via.field,
        found.get(findBy.via.from) ?? [],
        req,
      )
    else if (!erasing || findBy.phone.proven) ids = []
    else {
      const phones: string[] = []
      for (const source of findBy.phone.from)
        phones.push(
          ...(await phonesIn(
            payload,
            source.collection,
            source.field,
            found.get(source.collection) ?? [],
            req,
          )),
        )
      ids = await idsWithPhones(payload, entry.slug, findBy.phone.field, phones, req)
    }
    found.set(entry.slug, ids)
  }
  return found
}

type ExportedFile = {
  field: string
  filename: string
  mimeType: string | null
  size: number
  /** The file itself, base64; null when storage no longer has it. */
  base64: string | null
}
type ExportedRecord = { id: number; fields: Record<string, unknown>; files: ExportedFile[] }
type ExportedCollection = {
  collection: string
  label: string
  records: ExportedRecord[]
}
export type PersonalDataExport = {
  /** Whom it is about: the address or number they asked with. */
  email: string | null
  phone: string | null
  generatedAt: string
  collections: ExportedCollection[]
}

type Doc = Record<string, unknown>

/** A related record as its id and what it is called (a project's title, a church's name). */
const related = (value: unknown): unknown => {
  if (!value || typeof value !== 'object' || !('id' in value)) return value
  const doc = value as Doc
  const title = ['title', 'name', 'reference', 'code'].map((key) => doc[key]).find(Boolean)
  return title ? { id: doc.id, title } : doc.id
}

const exportFile = async (
  payload: Payload,
  field: string,
  collection: CollectionSlug,
  value: unknown,
): Promise<ExportedFile | null> => {
  if (!value || typeof value !== 'object') return null
  const upload = value as Doc
  const filename = typeof upload.filename === 'string' ? upload.filename : null
  if (!filename) return null
  const bytes = await readStoredFile(payload, collection, upload)
  return {
    field,
    filename,
    mimeType: typeof upload.mimeType === 'string' ? upload.mimeType : null,
    size: bytes?.byteLength ?? 0,
    base64: bytes ? bytes.toString('base64') : null,
  }
}

const exportRecords = async (
  payload: Payload,
  entry: PersonalCollection,
  ids: number[],
): Promise<ExportedRecord[]> => {
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: entry.slug,
    where: { id: { in: ids } },
    depth: 1,
    pagination: false,
    sort: 'id',
    overrideAccess: true,
  })
  return Promise.all(
    (docs as unknown as Doc[]).map(async (doc) => {
      const fields: Record<string, unknown> = {}
      for (const name of [...entry.personal, ...entry.context])
        fields[name] = related(doc[name] ?? null)
      const files = await Promise.all(
        (entry.files ?? []).map((file) =>
          exportFile(payload, file.field, file.collection, doc[file.field]),
        ),
      )
      return {
        id: Number(doc.id),
        fields,
        files: files.filter((file): file is ExportedFile => file !== null),
      }
    }),
  )
}

/**
 * Everything held about the person (by e-mail or phone) across the data map's collections, with their files, as one
 * machine-readable document (issue #32). Every collection is listed, empty or not, so the file
 * also says where nothing is held.
 */
export const exportPersonalData = async (
  payload: Payload,
  subject: DataSubject,
): Promise<PersonalDataExport> => {
  const found = await findPersonalRecords(payload, subject)
  const collections: ExportedCollection[] = []
  for (const entry of PERSONAL_DATA)
    collections.push({
      collection: entry.slug,
      label: entry.label,
      records: await exportRecords(payload, entry, found.get(entry.slug) ?? []),
    })
  return { ...subjectColumns(subject), generatedAt: new Date().toISOString(), collections }
}

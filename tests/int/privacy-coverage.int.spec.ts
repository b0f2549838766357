// The data map covers every personal field (issue #32): each collection of the Payload config is
// read field by field; a field that looks personal (an e-mail, an upload, free text, JSON, a name,
// phone, address or contact, or one marked `custom: { personal: true }`) must be exported and erased
// by src/lib/privacy/personalData.ts, rewritten where records are quoted, or listed there as not
// personal with its reason. A new form's collection fails here until the map says what to do.
import configPromise from '@payload-config'
import type { FlattenedField, SanitizedCollectionConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  NOT_PERSONAL,
  NOT_YET_COVERED,
  PERSONAL_DATA,
  QUOTING,
  type PersonalCollection,
} from '@/lib/privacy/personalData'

const LOOKS_PERSONAL =
  /(^|_)(name|email|phone|address|contact|guardian|emergency|licence|plate|to|person|motivation|message|purpose)(_|$)/i
const FREE_OR_FILE = new Set(['email', 'upload', 'textarea', 'json'])

const looksPersonal = (field: FlattenedField): boolean =>
  FREE_OR_FILE.has(field.type) ||
  LOOKS_PERSONAL.test(field.name) ||
  (field.custom as { personal?: boolean } | undefined)?.personal === true

/** Every field's path (a group's or array's fields as `group.field`) with its definition. */
const fieldsOf = (fields: FlattenedField[], prefix = ''): [string, FlattenedField][] =>
  fields.flatMap((field): [string, FlattenedField][] => {
    const path = `${prefix}${field.name}`
    if ('flattenedFields' in field && field.flattenedFields)
      return fieldsOf(field.flattenedFields, `${path}.`)
    return [[path, field]]
  })

/** Payload's own tables (jobs, key-value, locks, preferences, migrations) hold no one's records. */
const isPayloadInternal = (slug: string) => slug.startsWith('payload-')

const coveredBy = (entry: PersonalCollection | undefined, field: string): boolean => {
  if (!entry) return false
  if (entry.files?.some((file) => file.field === field)) return true
  return entry.personal.includes(field)
}

let collections: SanitizedCollectionConfig[]

beforeAll(async () => {
  collections = (await configPromise).collections.filter((c) => !isPayloadInternal(c.slug))
})

describe('the data map', () => {
  it('exports and erases every personal field of every collection, or says why it is not personal', () => {
    const uncovered: string[] = []
    for (const collection of collections) {
      if (NOT_YET_COVERED[collection.slug]) continue
      const entry = PERSONAL_DATA.find((e) => e.slug === collection.slug)
      const quoted = QUOTING[collection.slug]?.fields ?? []
      for (const [path, field] of fieldsOf(collection.flattenedFields)) {
        if (!looksPersonal(field)) continue
        const key = `${collection.slug}.${path}`
        if (coveredBy(entry, path) || quoted.includes(path) || NOT_PERSONAL[key]) continue
        uncovered.push(key)
      }
    }
    expect(
      uncovered,
      'personal fields the data map neither exports and erases nor explains',
    ).toEqual([])
  })

  it('names only fields that exist, finds every entry by e-mail, through another or by their phones, and erases each personal field', () => {
    const problems: string[] = []
    const bySlug = new Map<string, SanitizedCollectionConfig>(collections.map((c) => [c.slug, c]))
    const fieldNames = (slug: string) =>
      new Set(fieldsOf(bySlug.get(slug)?.flattenedFields ?? []).map(([path]) => path))
    for (const entry of PERSONAL_DATA) {
      const names = fieldNames(entry.slug)
      if (!bySlug.has(entry.slug)) problems.push(`${entry.slug}: no such collection`)
      const named = [
        ...entry.personal,
        ...entry.context,
        ...(entry.files ?? []).map((file) => file.field),
        ...('set' in entry.erase ? Object.keys(entry.erase.set) : []),
        ...('email' in entry.findBy ? entry.findBy.email : []),
      ]
      for (const name of named)
        if (!names.has(name)) problems.push(`${entry.slug}.${name}: no such field`)
      if ('via' in entry.findBy) {
        const { from, field } = entry.findBy.via
        if (!PERSONAL_DATA.some((e) => e.slug === from))
          problems.push(`${entry.slug}: via ${from}?`)
        const via = fieldsOf(bySlug.get(entry.slug)?.flattenedFields ?? []).find(
          ([path]) => path === field,
        )?.[1]
        if (!via || via.type !== 'relationship' || via.relationTo !== from)
          problems.push(`${entry.slug}.${field}: not a relationship to ${from}`)
      } else if ('phone' in entry.findBy) {
        const { field, from } = entry.findBy.phone
        if (!names.has(field)) problems.push(`${entry.slug}.${field}: no such field`)
        const before = PERSONAL_DATA.slice(0, PERSONAL_DATA.indexOf(entry)).map((e) => e.slug)
        for (const source of from) {
          if (!before.includes(source.collection))
            problems.push(`${entry.slug}: phones of ${source.collection}, not found before it`)
          if (!fieldNames(source.collection).has(source.field))
            problems.push(`${source.collection}.${source.field}: no such field`)
        }
      } else if (!entry.findBy.email.length) problems.push(`${entry.slug}: found by nothing`)
      if ('set' in entry.erase) {
        const set = entry.erase.set
        for (const name of entry.personal)
          if (!(name in set)) problems.push(`${entry.slug}.${name}: kept by erasure`)
        if (entry.files?.length) problems.push(`${entry.slug}: files kept by erasure`)
      }
      if ('keep' in entry.erase && !entry.erase.keep.trim())
        problems.push(`${entry.slug}: kept without a reason`)
    }
    for (const [slug, { fields }] of Object.entries(QUOTING))
      for (const name of fields)
        if (!fieldNames(slug).has(name)) problems.push(`${slug}.${name}: no such field`)
    for (const key of Object.keys(NOT_PERSONAL)) {
      const [slug, ...path] = key.split('.')
      if (!fieldNames(slug).has(path.join('.'))) problems.push(`${key}: no such field`)
    }
    expect(problems).toEqual([])
  })

  it('reaches every collection: none is left out as not covered yet', () => {
    expect(NOT_YET_COVERED).toEqual({})
  })

  it('fails for a collection whose personal field it does not know', () => {
    const fake = {
      slug: 'prayer-requests',
      flattenedFields: [{ name: 'requester_phone', type: 'text' }],
    } as unknown as SanitizedCollectionConfig
    const unknown = fieldsOf(fake.flattenedFields).filter(
      ([path, field]) =>
        looksPersonal(field) &&
        !coveredBy(
          PERSONAL_DATA.find((e) => e.slug === fake.slug),
          path,
        ),
    )
    expect(unknown.map(([path]) => path)).toEqual(['requester_phone'])
  })
})

// Staff read labels, not column names (issue #15): the sanitized config, as Payload's screens use it.
import type { Field, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { CELL } from '@/admin/humanLabels'

let config: SanitizedConfig

beforeAll(async () => {
  config = await (await import('@payload-config')).default
})

type Found = { where: string; field: Field }

/** Every field staff can see in a collection or global, with where it is ('donations.donor_name'). */
const visibleFields = (fields: Field[], where: string): Found[] =>
  fields.flatMap((field): Found[] => {
    const admin = field.admin as { hidden?: boolean; disabled?: boolean } | undefined
    // Hidden from the admin screens (admin.hidden, admin.disabled) or from every response (auth internals).
    if (admin?.hidden || admin?.disabled || ('hidden' in field && field.hidden)) return []
    if (field.type === 'tabs') {
      return field.tabs.flatMap((tab) => visibleFields(tab.fields, where))
    }
    const here = 'name' in field && field.name ? `${where}.${field.name}` : where
    const own = 'name' in field && field.name ? [{ where: here, field }] : []
    if ('fields' in field && Array.isArray(field.fields)) {
      return [...own, ...visibleFields(field.fields, here)]
    }
    return own
  })

/** Our collections and globals (Payload's own payload-* collections never show to staff). */
const entities = () => [
  ...config.collections
    .filter((collection) => !collection.slug.startsWith('payload-'))
    .map((collection) => ({
      slug: collection.slug,
      hideAPIURL: collection.admin.hideAPIURL,
      fields: collection.fields,
    })),
  ...config.globals
    .filter((global) => !global.slug.startsWith('payload-'))
    .map((global) => ({
      slug: global.slug,
      hideAPIURL: global.admin.hideAPIURL,
      fields: global.fields,
    })),
]

const allVisibleFields = () =>
  entities().flatMap((entity) => visibleFields(entity.fields, entity.slug))

const labelOf = (field: Field): unknown => ('label' in field ? field.label : undefined)
const cellOf = (field: Field): unknown =>
  (field.admin as { components?: { Cell?: unknown } } | undefined)?.components?.Cell

describe('labels staff read on Payload screens', () => {
  it('gives every visible field a label in words: no underscore, never the bare field name', () => {
    const bad = allVisibleFields()
      .filter(({ field }) => {
        const label = labelOf(field)
        // Payload's own system fields label themselves through its translations.
        if (typeof label === 'function' || label === false) return false
        const name = 'name' in field ? field.name : ''
        return typeof label !== 'string' || label.includes('_') || label === name
      })
      .map(({ where, field }) => `${where}: ${JSON.stringify(labelOf(field))}`)
    expect(bad).toEqual([])
  })

  it('names the donation columns the way staff say them', () => {
    const donations = config.collections.find((collection) => collection.slug === 'donations')!
    const label = (name: string) =>
      labelOf(donations.fields.find((field) => 'name' in field && field.name === name)!)
    expect(label('donor_name')).toBe('Donor name')
    expect(label('donor_email')).toBe('Donor e-mail')
    expect(label('organization_name')).toBe('Organization')
    expect(label('is_anonymous')).toBe('Anonymous')
    expect(label('createdAt')).toBe('Created')
  })

  it('gives every select and radio option a label in words, not its stored value', () => {
    const bad = allVisibleFields().flatMap(({ where, field }) => {
      if (field.type !== 'select' && field.type !== 'radio') return []
      return field.options
        .filter((option) => {
          if (typeof option === 'string') return true
          const label = option.label
          // Payload's own options (a versioned collection's Draft and Published) come from its translations.
          if (typeof label === 'function') return false
          // A stored value that is already words ('Lagos', a state's name) may be its own label;
          // a code ('super_admin', 'pending') may not.
          const isCode = /^[a-z0-9_-]+$/.test(option.value)
          return (
            typeof label !== 'string' || label.includes('_') || (isCode && label === option.value)
          )
        })
        .map((option) => `${where}: ${JSON.stringify(option)}`)
    })
    expect(bad).toEqual([])
  })

  it('shows every checkbox in words, every naira amount as ₦ and every date in Lagos time', () => {
    const fields = allVisibleFields()
    const missing = (cell: string, which: (field: Field) => boolean) =>
      fields
        .filter(({ field }) => which(field) && cellOf(field) !== cell)
        .map(({ where, field }) => `${where}: ${JSON.stringify(cellOf(field))}`)

    expect(missing(CELL.boolean, (field) => field.type === 'checkbox')).toEqual([])
    expect(
      missing(
        CELL.naira,
        (field) =>
          field.type === 'number' &&
          ((field.admin?.custom as { currency?: string } | undefined)?.currency === 'NGN' ||
            String(labelOf(field)).includes('₦')),
      ),
    ).toEqual([])
    // A data request's deadline is a Lagos date too, marked Overdue when passed (issue #32).
    const deadline = '/src/admin/components/cells#DeadlineCell'
    expect(
      missing(CELL.date, (field) => field.type === 'date' && cellOf(field) !== deadline),
    ).toEqual([])
  })

  it('gives the list columns of every collection, timestamps included, a Lagos date cell', () => {
    const donations = config.collections.find((collection) => collection.slug === 'donations')!
    const createdAt = donations.fields.find(
      (field) => 'name' in field && field.name === 'createdAt',
    )
    expect(createdAt && cellOf(createdAt)).toBe(CELL.date)
    expect(config.admin.dateFormat).toBe('MMM dd, yyyy')
  })

  it('hides the developers’ API tab on every collection and global', () => {
    const shown = entities()
      .filter((entity) => entity.hideAPIURL !== true)
      .map((entity) => entity.slug)
    expect(shown).toEqual([])
  })

  it('puts a date picker day first, never month first', () => {
    const monthFirst = allVisibleFields()
      .filter(({ field }) => field.type === 'date')
      .filter(({ field }) => {
        const format = field.type === 'date' ? field.admin?.date?.displayFormat : undefined
        return !format || /^M{1,2}\//.test(format)
      })
      .map(({ where }) => where)
    expect(monthFirst).toEqual([])
  })
})

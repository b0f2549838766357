import type { CollectionConfig, Config, Field, GlobalConfig, Plugin } from 'payload'

/**
 * Staff never read a column name: without a label Payload shows 'Donor_name', 'Is_anonymous',
 * true/false badges, 1200000 and a browser-local 11/24/2026. This plugin gives every field and
 * option of every collection and global a human label (explicit labels win), words for checkboxes,
 * naira for amounts, Lagos dates, and hides the developers' API tab.
 */

const CELLS = '/src/admin/components/cells'
export const CELL = {
  boolean: `${CELLS}#BooleanCell`,
  naira: `${CELLS}#NairaCell`,
  date: `${CELLS}#DateCell`,
  phone: `${CELLS}#PhoneCell`,
}
/** JSON and code values as plain text: Payload's editor for them loads Monaco from a CDN. */
const READ_ONLY_TEXT = '/src/admin/components/ReadOnlyText#ReadOnlyText'

/** Field names whose plain humanised form reads badly. */
const BETTER_LABELS: Record<string, string> = {
  email: 'E-mail',
  donor_email: 'Donor e-mail',
  requester_email: 'Requester e-mail',
  user_email: 'User e-mail',
  organization_name: 'Organization',
  is_anonymous: 'Anonymous',
  is_public: 'Public',
  is_christian: 'Christian',
  show_publicly: 'Shown publicly',
  table_name: 'Record type',
  record_id: 'Record',
  action_type: 'Action',
  old_data: 'Before',
  new_data: 'After',
  invited_at: 'Invited',
  last_login: 'Last sign-in',
  completed_at: 'Completed',
  receipt_sent_at: 'Receipt sent',
  reviewed_at: 'Reviewed',
  sent_at: 'Sent',
  changed_at: 'Changed',
  published_at: 'Published on',
  createdAt: 'Created',
  updatedAt: 'Last updated',
}

/** Option values whose plain humanised form reads badly. */
const BETTER_OPTION_LABELS: Record<string, string> = {
  INSERT: 'Create',
  UPDATE: 'Change',
  DELETE: 'Delete',
  NGN: 'NGN (₦)',
  USD: 'USD ($)',
  GBP: 'GBP (£)',
  EUR: 'EUR (€)',
  CAD: 'CAD ($)',
}

const WORDS: Record<string, string> = { url: 'URL', id: 'ID', email: 'e-mail', pdf: 'PDF' }

/** 'donor_name' → 'Donor name', 'verificationAttempts' → 'Verification attempts'. */
const humanise = (name: string): string => {
  const known = BETTER_LABELS[name]
  if (known) return known
  const words = name
    .replace(/^is_/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase())
  const sentence = words.join(' ')
  return sentence.charAt(0).toUpperCase() + sentence.slice(1)
}

const optionLabel = (value: string): string =>
  BETTER_OPTION_LABELS[value] ?? humanise(value.toLowerCase())

/** A number field holds naira when it says so: nairaField marks it, or its label shows ₦. */
const isNaira = (field: Field): boolean =>
  field.type === 'number' &&
  ((field.admin?.custom as { currency?: string } | undefined)?.currency === 'NGN' ||
    (typeof field.label === 'string' && field.label.includes('₦')))

const withCell = (field: Field, Cell: string): Field => {
  const admin = (field.admin ?? {}) as { components?: { Cell?: unknown } }
  if (admin.components?.Cell) return field
  return {
    ...field,
    admin: { ...admin, components: { ...admin.components, Cell } },
  } as Field
}

/** The picker shows day first (24/11/2026, never month first); a read-only date reads 'Nov 24, 2026'. */
const withDateFormats = (field: Field): Field => {
  if (field.type !== 'date') return field
  const admin = field.admin ?? {}
  if (admin.date?.displayFormat || admin.date?.pickerAppearance === 'timeOnly') return field
  const withTime = admin.date?.pickerAppearance === 'dayAndTime'
  const displayFormat = admin.readOnly
    ? withTime
      ? 'MMM dd, yyyy HH:mm'
      : 'MMM dd, yyyy'
    : withTime
      ? 'dd/MM/yyyy HH:mm'
      : 'dd/MM/yyyy'
  return { ...field, admin: { ...admin, date: { ...admin.date, displayFormat } } } as Field
}

const humaniseField = (input: Field): Field => {
  let field = input
  if ('name' in field && field.name && !('label' in field && field.label !== undefined)) {
    field = { ...field, label: humanise(field.name) } as Field
  }
  if ((field.type === 'select' || field.type === 'radio') && field.options) {
    field = {
      ...field,
      options: field.options.map((option) =>
        typeof option === 'string'
          ? { value: option, label: optionLabel(option) }
          : option.label
            ? option
            : { ...option, label: optionLabel(option.value) },
      ),
    } as Field
  }
  if (field.type === 'array' && !field.labels) {
    // 'Social link 01' and 'Add Social link', not 'Social_link 01'.
    const plural = humanise(field.name)
    field = { ...field, labels: { singular: plural.replace(/s$/, ''), plural } }
  }
  if ((field.type === 'json' || field.type === 'code') && !field.admin?.components?.Field) {
    field = {
      ...field,
      admin: { ...field.admin, components: { ...field.admin?.components, Field: READ_ONLY_TEXT } },
    } as Field
  }
  if (field.type === 'checkbox') field = withCell(field, CELL.boolean)
  if (isNaira(field)) field = withCell(field, CELL.naira)
  if (field.type === 'date') field = withCell(withDateFormats(field), CELL.date)
  // Stored as E.164 (issue #33), read as '+234 803 123 4567'.
  if (field.type === 'text' && /(^|_)phone$/.test(field.name)) field = withCell(field, CELL.phone)
  if ('fields' in field && Array.isArray(field.fields)) {
    field = { ...field, fields: field.fields.map(humaniseField) } as Field
  }
  if (field.type === 'tabs') {
    field = {
      ...field,
      tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(humaniseField) })),
    }
  }
  if (field.type === 'blocks') {
    field = {
      ...field,
      blocks: field.blocks.map((block) =>
        typeof block === 'string' ? block : { ...block, fields: block.fields.map(humaniseField) },
      ),
    }
  }
  return field
}

/**
 * Payload adds createdAt and updatedAt itself, after the plugins, with its own browser-local date
 * cell; declared here first (the same columns and indexes), they get the Lagos date cell too.
 */
const timestampFields = (collection: CollectionConfig): Field[] => {
  if (collection.timestamps === false) return []
  const has = (name: string) =>
    collection.fields.some((field) => 'name' in field && field.name === name)
  return (['updatedAt', 'createdAt'] as const)
    .filter((name) => !has(name))
    .map((name) => ({
      name,
      type: 'date',
      index: true,
      label: BETTER_LABELS[name],
      admin: { disableBulkEdit: true, hidden: true, components: { Cell: CELL.date } },
    }))
}

const humaniseCollection = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  admin: { ...collection.admin, hideAPIURL: true },
  fields: [...collection.fields.map(humaniseField), ...timestampFields(collection)],
})

const humaniseGlobal = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  admin: { ...global.admin, hideAPIURL: true },
  fields: global.fields.map(humaniseField),
})

export const humanLabels: Plugin = (config: Config): Config => ({
  ...config,
  // Payload's own date displays (a document's Created and Last Modified) in the spec's form.
  admin: { ...config.admin, dateFormat: config.admin?.dateFormat ?? 'MMM dd, yyyy' },
  collections: config.collections?.map(humaniseCollection),
  globals: config.globals?.map(humaniseGlobal),
})

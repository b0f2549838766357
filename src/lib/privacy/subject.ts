import type { Where } from 'payload'

/**
 * Whom a My data request is about (issue #32): the e-mail address they asked with, or, for a
 * person who gave us only a phone (issue #33), their number in E.164. A data request holds one.
 */
export type DataSubject = { kind: 'email'; email: string } | { kind: 'phone'; phone: string }

/** The subject a data request's row names, or null when it names none. */
export const subjectOf = (row: {
  email?: string | null
  phone?: string | null
}): DataSubject | null => {
  const email = row.email?.trim()
  if (email) return { kind: 'email', email: email.toLowerCase() }
  const phone = row.phone?.trim()
  return phone ? { kind: 'phone', phone } : null
}

/** The subject as a data request stores it: one of the two columns. */
export const subjectColumns = (subject: DataSubject) =>
  subject.kind === 'email'
    ? { email: subject.email, phone: null }
    : { email: null, phone: subject.phone }

/** The subject in a where-query on data requests. */
export const subjectWhere = (subject: DataSubject): Where =>
  subject.kind === 'email'
    ? { email: { equals: subject.email } }
    : { phone: { equals: subject.phone } }

/** The subject as its link signs it: an address in lower case, or a number in E.164. */
export const subjectKey = (subject: DataSubject): string =>
  subject.kind === 'email' ? subject.email.trim().toLowerCase() : subject.phone

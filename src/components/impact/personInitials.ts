import { initials } from '@/lib/images'

// Titles Nigerian church boards put before names; "Pastor (Dr.) Folake Adebayo" reads as FA, not P(.
const HONORIFIC =
  /^(pastor|pst|rev|revd|reverend|dr|engr|mr|mrs|ms|miss|barr|prof|chief|deacon|deaconess|dcn|dcns|elder|bishop|apostle|evangelist|evang|sir|lady|hon|arc|pharm)\.?$/i

/** Initials of a person's first and last name, past any titles; falls back to the plain rule. */
export const personInitials = (name: string): string => {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
    .filter((word) => word && !HONORIFIC.test(word))
  if (words.length === 0) return initials(name)
  const first = words[0]
  const last = words.length > 1 ? words[words.length - 1] : ''
  return `${first[0]}${last[0] ?? ''}`.toUpperCase()
}

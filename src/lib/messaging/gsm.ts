/**
 * SMS words in the GSM 03.38 alphabet (issue #33): one character outside it (a curly quote, an
 * accent it lacks, an emoji, ₦) sends the whole text as UCS-2, 70 characters a part instead of
 * 160, at two or three times the price. Our texts fit two parts at most.
 */

const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
/** Sent as an escape and the character: two septets each. */
const EXTENDED = '^{}\\[~]|€'

/** A text's length in septets; null when it is not all GSM-7. */
export const gsmSeptets = (text: string): number | null => {
  let septets = 0
  for (const char of text) {
    if (BASIC.includes(char)) septets += 1
    else if (EXTENDED.includes(char)) septets += 2
    else return null
  }
  return septets
}

/** The parts an SMS is sent in: 160 septets alone, 153 each when split (the rest heads each part). */
export const smsParts = (text: string): number | null => {
  const septets = gsmSeptets(text)
  if (septets === null) return null
  return septets <= 160 ? 1 : Math.ceil(septets / 153)
}

/** Two parts: the most any text of ours may take. */
const MAX_SMS_SEPTETS = 306

const LOOKALIKES: [RegExp, string][] = [
  [/[‘’‚‛′]/g, "'"],
  [/[“”„‟″]/g, '"'],
  [/[‐‑‒–—―]/g, '-'],
  [/…/g, '...'],
  [/₦/g, 'NGN'],
]

/**
 * A visitor's or staff's words (a name, a stop, a run's title) as GSM-7 on one line: accents the
 * alphabet lacks dropped (Adébáyọ̀ is Adebayo), quotes and dashes straightened, anything else '?'.
 */
export const toGsm = (value: string): string => {
  let text = value.replace(/\s+/g, ' ').trim()
  for (const [pattern, plain] of LOOKALIKES) text = text.replace(pattern, plain)
  return [...text.normalize('NFD').replace(/\p{M}/gu, '')]
    .map((char) => (BASIC.includes(char) || EXTENDED.includes(char) ? char : '?'))
    .join('')
}

const clip = (value: string, length: number) => `${value.slice(0, Math.max(0, length - 2))}..`

/**
 * An SMS from its words and its values: each value made GSM-7, then the longest of `shrink`
 * clipped, again and again, until the text fits two parts (a long run title or stop name must not
 * make a third).
 */
export const fitSms = <K extends string>(
  values: Record<K, string>,
  render: (values: Record<K, string>) => string,
  shrink: NoInfer<K>[],
): string => {
  const current = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, toGsm(String(value))]),
  ) as Record<K, string>
  for (;;) {
    const text = render(current)
    if ((gsmSeptets(text) ?? Infinity) <= MAX_SMS_SEPTETS) return text
    const longest = shrink.reduce((a, b) => (current[a].length >= current[b].length ? a : b))
    if (current[longest].length <= 8) return text
    current[longest] = clip(current[longest], current[longest].length - 4)
  }
}

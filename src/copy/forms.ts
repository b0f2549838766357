/** Words shared by the public forms' notices (item 3 of issue #16: a refusal names the fields). */
export const formsCopy = {
  /** After the spec's own sentence ('Please fill in all required fields.'), the fields it means. */
  // A label that ends in its own mark ('Are you a member of a church?') takes no second one.
  stillToFill: (labels: readonly string[]) =>
    `Still to fill in: ${labels.join(', ')}${/[.?!]$/.test(labels.at(-1) ?? '') ? '' : '.'}`,
} as const

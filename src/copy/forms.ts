/** Words shared by the public forms' notices (item 3 of issue #16: a refusal names the fields). */
export const formsCopy = {
  /** After the spec's own sentence ('Please fill in all required fields.'), the fields it means. */
  stillToFill: (labels: readonly string[]) => `Still to fill in: ${labels.join(', ')}.`,
} as const

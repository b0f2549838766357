/**
 * A form's named fields as text, whether a page's form or a JSON client sent them (a JSON client
 * may send numbers); anything else (a file where text belongs) counts as not given.
 */
export const textFields = <Name extends string>(
  fields: Record<string, unknown>,
  names: readonly Name[],
): Partial<Record<Name, string>> =>
  Object.fromEntries(
    names.map((name) => {
      const value = fields[name]
      return [
        name,
        typeof value === 'string'
          ? value
          : typeof value === 'number' && Number.isFinite(value)
            ? String(value)
            : '',
      ]
    }),
  ) as Partial<Record<Name, string>>

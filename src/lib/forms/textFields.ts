/**
 * A form's named fields as text, whether a page's form or a JSON client sent them (a JSON client
 * may send numbers, and true or false for a tick box: 'yes' or 'no', as the page's box sends 'yes').
 * Anything else (a file where text belongs, an object) counts as not given.
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
            : typeof value === 'boolean'
              ? value
                ? 'yes'
                : 'no'
              : '',
      ]
    }),
  ) as Partial<Record<Name, string>>

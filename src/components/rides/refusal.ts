/** The words of a refusal a ride page was sent back with (?error=… after its plain form), by name; null for none or an unknown one. */
export const refusalIn = (
  errors: Readonly<Record<string, string>>,
  name: unknown,
): string | null => (typeof name === 'string' && Object.hasOwn(errors, name) ? errors[name] : null)

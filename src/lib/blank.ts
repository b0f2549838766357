/** No value at all, or text that is only white space. Dependency-free: the browser's form checks use it too. */
export const blank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim())

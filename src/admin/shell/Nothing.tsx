/** Renders nothing: fills a Payload slot whose part the shell draws elsewhere. */
export function Nothing() {
  return null
}

// Every line Payload's logger writes, as written: the stream under pino is wrapped, so a test reads
// what an operator's log would hold after serializers ran, not the objects handed to the logger.
import type { Payload } from 'payload'
import { symbols } from 'pino'

export type LogCapture = { lines: () => string[]; text: () => string; stop: () => void }

export const captureLogs = (payload: Payload): LogCapture => {
  const stream = (
    payload.logger as unknown as Record<symbol, { write: (chunk: string) => unknown }>
  )[symbols.streamSym]
  const original = stream.write
  const lines: string[] = []
  stream.write = function (chunk: string) {
    lines.push(String(chunk))
    return original.call(this, chunk)
  }
  return {
    lines: () => [...lines],
    text: () => lines.join(''),
    stop: () => void (stream.write = original),
  }
}

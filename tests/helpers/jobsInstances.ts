// App instances as separate processes on the test's database (tests/helpers/jobsInstance.script.ts),
// for what only several processes show: runners competing for one queue, a runner killed mid-job.
import { spawn, type ChildProcess } from 'node:child_process'

import { payloadCli } from './payloadCli'

export type Instance = {
  url: string
  /** Everything the process printed, for a failure's message. */
  output: () => string
  /** SIGTERM, and wait for it to exit. */
  stop: () => Promise<void>
  /** kill -9: no cleanup of any kind, as when the machine or the OOM killer takes it. */
  kill: () => Promise<void>
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })

/** Starts an instance with these variables over the test's own environment; resolves once it serves. */
export const startInstance = async (
  env: Record<string, string | undefined>,
  { timeoutMs = 300_000 } = {},
): Promise<Instance> => {
  const child = spawn(...payloadCli('run', 'tests/helpers/jobsInstance.script.ts'), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running behind the failed test.
      child.kill('SIGKILL')
      reject(
        new Error(
          `Waited ${timeoutMs / 1000} s for the instance's "ready <port>" line; it printed:\n${output}`,
        ),
      )
    }, timeoutMs)
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const ready = /^ready (\d+)$/m.exec(output)
      if (ready) {
        clearTimeout(timer)
        resolve(Number(ready[1]))
      }
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`The instance exited (${signal ?? code}) before it served:\n${output}`))
    })
  })
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name)
    await exited(child)
  }
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  }
}

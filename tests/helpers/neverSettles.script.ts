// A `payload run` script whose import never settles and leaves nothing scheduled: what Payload's bin
// met on Node 20 (payload-cli.int.spec.ts). The process then ends by itself, without process.exit.
export {}

await new Promise(() => {})

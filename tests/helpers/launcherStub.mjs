// The launcher's database and supervision (src/cli/runtime.mjs, as `npm start` uses them) around a
// tiny web process instead of Next, so the crash-recovery tests need no production build.
import { withDatabase } from '../../src/cli/runtime.mjs'

const code = await withDatabase(({ keepRunning }) =>
  keepRunning('The web server', 'tests/helpers/webStub.mjs'),
)
process.exit(code)

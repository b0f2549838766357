import { expect, it } from 'vitest'

import { getTestPayload } from '../helpers/payload'
import { uncommittedSchemaChanges } from '../helpers/schemaDrift'

// Comparing the whole schema takes most of a minute on a busy 2-core machine: it gets three.
it('the committed migrations describe the whole schema (no change left without a migration)', async () => {
  const payload = await getTestPayload()
  expect(await uncommittedSchemaChanges(payload)).toEqual([])
}, 600_000)

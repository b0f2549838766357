import { expect, it } from 'vitest'

import { getTestPayload } from '../helpers/payload'
import { uncommittedSchemaChanges } from '../helpers/schemaDrift'

it('the committed migrations describe the whole schema (no change left without a migration)', async () => {
  const payload = await getTestPayload()
  expect(await uncommittedSchemaChanges(payload)).toEqual([])
})

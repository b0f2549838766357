// Demo content for every public section and the back office's lists and analytics. Idempotent: each document is looked up by a natural key
// (title, name, reference, media alt text) and created only when missing.
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import type { SeedContext } from './context'
import { seedBackOffice } from './content/backOffice'
import { seedBusRuns, seedChurches } from './content/churches'
import { seedDonations } from './content/donations'
import { seedLegalPages } from './content/legal'
import { seedNews } from './content/news'
import { seedPeople } from './content/people'
import { seedProjects } from './content/projects'
import { seedSiteSettings } from './content/settings'
import { seedSponsors } from './content/sponsors'

export async function seedDemoContent(
  payload: Payload,
): Promise<{ created: number; skipped: number }> {
  const req = await createLocalReq({}, payload)
  // One transaction, so a failure half-way leaves no partial demo data behind (uploaded files excepted).
  const owned = await initTransaction(req)
  const ctx: SeedContext = { payload, req, tally: { created: 0, skipped: 0 } }
  try {
    await seedSiteSettings(ctx)
    const projectIds = await seedProjects(ctx)
    await seedNews(ctx)
    await seedLegalPages(ctx)
    await seedPeople(ctx)
    await seedSponsors(ctx)
    await seedDonations(ctx, projectIds)
    await seedBackOffice(ctx)
    await seedBusRuns(ctx, await seedChurches(ctx))
    if (owned) await commitTransaction(req)
  } catch (error) {
    if (owned) await killTransaction(req)
    throw error
  }
  return ctx.tally
}

import { expect, type APIRequestContext } from '@playwright/test'

import { E2E_PAYSTACK_SIMULATOR } from '../../playwright.config'
import { superHeaders } from './e2eAdmin'

/** How many completed donations the public donor list shows (read as the super admin). */
const publicDonorCount = async (request: APIRequestContext): Promise<number> => {
  const response = await request.get(
    '/api/donations?where[status][equals]=completed&where[show_publicly][equals]=true&limit=0&depth=0',
    { headers: await superHeaders(request) },
  )
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/**
 * Gives donations through the payment endpoint and the Paystack simulator until the public donor
 * list holds at least `count` donors, so 'View All Donors' has more to show than the recent 15.
 */
export const ensurePublicDonors = async (
  request: APIRequestContext,
  count: number,
): Promise<number> => {
  const missing = count - (await publicDonorCount(request))
  for (let index = 0; index < missing; index++) {
    const initialized = await request.post('/api/payments/initialize', {
      data: {
        amount: 1000 + index,
        email: `listed-${Date.now()}-${index}@example.org`,
        donorName: `Listed Donor ${index + 1}`,
        phone: '+2348030000003',
        isAnonymous: false,
        showPublicly: true,
        isChristian: 'no',
        donorType: 'individual',
      },
    })
    expect(initialized.status()).toBe(200)
    const { data } = (await initialized.json()) as { data: { reference: string } }
    const paid = await request.post(
      `${E2E_PAYSTACK_SIMULATOR}/__simulator/transactions/${data.reference}/pay`,
      { data: {} },
    )
    expect(paid.status()).toBe(200)
  }
  // The simulator's webhook completes each donation.
  await expect
    .poll(() => publicDonorCount(request), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count)
  return publicDonorCount(request)
}

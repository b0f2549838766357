// A person's rights (issue #32): a visitor asks for their data on /my-data, opens the link e-mailed
// to them (read from the outbox), downloads the file and asks for erasure; staff complete the
// erasure from the dashboard. With JavaScript, and on a phone without it.
import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { E2E_ADMIN } from '../../playwright.config'
import { dataRequestCopy, myDataCopy } from '../../src/copy/dataRequests'
import { confirmInModal, mailLinkFromOutbox, signIn, superHeaders } from '../helpers/e2eAdmin'
import { newNumber } from '../helpers/messaging'

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`

/** Someone we hold data for: a volunteer application, entered as staff would. */
const volunteer = async (request: APIRequestContext, email: string) => {
  const created = await request.post('/api/volunteer-applications', {
    headers: await superHeaders(request),
    data: {
      applicant_name: 'Ngozi Eze',
      email,
      phone: '+234 803 222 3333',
      preferred_areas: 'Customer support',
      applied_date: new Date().toISOString(),
    },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

/** From the footer to the form, the same answer for any address, then the e-mailed link opened. */
const askAndOpen = async (page: Page, request: APIRequestContext, email: string) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: myDataCopy.footerLink }).click()
  await expect(page.getByRole('heading', { level: 1, name: myDataCopy.title })).toBeVisible()
  await page.getByLabel(myDataCopy.request.emailLabel).fill(email.toUpperCase())
  await page.getByRole('button', { name: myDataCopy.request.submit }).click()
  await expect(page).toHaveURL(/\/my-data\?sent=1$/)
  await expect(page.getByTestId('data-link-notice')).toContainText(
    myDataCopy.request.sent.description,
  )
  const link = await mailLinkFromOutbox(request, email, /href="([^"]*\/my-data\/[\w.-]+)"/)
  await page.goto(new URL(link).pathname)
  await expect(page.getByText(myDataCopy.page.heading(email))).toBeVisible()
  const applications = page.getByRole('region', { name: 'Volunteer applications' })
  await expect(applications).toContainText('Ngozi Eze')
  await expect(applications).toContainText('+234 803 222 3333')
}

const downloadsTheFile = async (page: Page, email: string) => {
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: myDataCopy.page.download }).click()
  const file = JSON.parse(await readFile(await (await download).path(), 'utf8')) as {
    email: string
    collections: { collection: string; records: { fields: Record<string, unknown> }[] }[]
  }
  expect(file.email).toBe(email)
  const records = file.collections.find((c) => c.collection === 'volunteer-applications')?.records
  expect(records?.map((r) => r.fields.applicant_name)).toEqual(['Ngozi Eze'])
}

const asksForErasure = async (page: Page) => {
  await page.getByRole('button', { name: myDataCopy.erase.submit }).click()
  await expect(page.getByTestId('my-data-notice')).toContainText(myDataCopy.erase.done)
}

test('a visitor gets their data and asks for erasure; staff complete it from the dashboard', async ({
  page,
  request,
}) => {
  const email = unique('mydata')
  const application = await volunteer(request, email)
  await askAndOpen(page, request, email)
  await downloadsTheFile(page, email)
  await asksForErasure(page)

  await page.context().clearCookies()
  await signIn(page, E2E_ADMIN)
  await page.getByTestId('dashboard-data-requests-card').click()
  await expect(page).toHaveURL(/\/admin\/collections\/data-requests/)
  await page.getByRole('link', { name: email, exact: true }).first().click()
  await confirmInModal(page, page.getByRole('button', { name: dataRequestCopy.erase.button }), {
    heading: dataRequestCopy.erase.button,
    body: dataRequestCopy.erase.confirm(email),
  })
  await expect(page.getByText(dataRequestCopy.erase.done).first()).toBeVisible()
  const completed = await request.get(
    `/api/data-requests?where[email][equals]=${encodeURIComponent(email)}&where[kind][equals]=erasure`,
    { headers: await superHeaders(request) },
  )
  const [erasure] = ((await completed.json()) as { docs: { status: string; outcome: string }[] })
    .docs
  expect(erasure.status).toBe('completed')
  expect(erasure.outcome).toContain('Volunteer applications: 1 deleted')
  const gone = await request.get(`/api/volunteer-applications/${application}`, {
    headers: await superHeaders(request),
  })
  expect(gone.status()).toBe(404)
})

test.describe('on a phone without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('a visitor asks for their data, downloads it and asks for erasure', async ({
    page,
    request,
  }) => {
    const email = unique('mydata-nojs')
    await volunteer(request, email)
    await askAndOpen(page, request, email)
    const link = new URL(page.url()).pathname
    await downloadsTheFile(page, email)
    await asksForErasure(page)
    // A link changed by one letter opens nothing: a 404 that says so, with the form for a new one.
    const tampered = link.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))
    expect((await page.goto(tampered))?.status()).toBe(404)
    await expect(page.getByTestId('my-data-refused')).toContainText(myDataCopy.refused.title)
    await expect(page.getByLabel(myDataCopy.request.emailLabel)).toBeVisible()
    const requests = await request.get(
      `/api/data-requests?where[email][equals]=${encodeURIComponent(email)}&sort=id`,
      { headers: await superHeaders(request) },
    )
    const docs = ((await requests.json()) as { docs: { kind: string; status: string }[] }).docs
    expect(docs.map((doc) => [doc.kind, doc.status])).toEqual([
      ['access', 'completed'],
      ['erasure', 'open'],
    ])
  })

  // A person who gave us only a phone asks with it: the link goes by text, never onto the page.
  test('a visitor asks by phone and opens the texted link', async ({ page, request }) => {
    const email = unique('mydata-phone')
    const phone = newNumber()
    const created = await request.post('/api/volunteer-applications', {
      headers: await superHeaders(request),
      data: {
        applicant_name: 'Ngozi Eze',
        email,
        phone,
        preferred_areas: 'Customer support',
        applied_date: new Date().toISOString(),
      },
    })
    expect(created.status()).toBe(201)
    await page.goto('/my-data')
    await page
      .getByRole('textbox', { name: myDataCopy.byPhone.emailLabel })
      .fill(`0${phone.slice(4)}`)
    await page.getByRole('button', { name: myDataCopy.byPhone.submit }).click()
    await expect(page).toHaveURL(/\/my-data\?sent=text$/)
    await expect(page.getByTestId('data-phone-link-notice')).toContainText(
      myDataCopy.byPhone.sent.description,
    )
    await expect(page.locator('main')).not.toContainText('/my-data/')
    const texts = await request.get(
      `/api/messages?where[to][equals]=${encodeURIComponent(phone)}&depth=0`,
      { headers: await superHeaders(request) },
    )
    const [text] = ((await texts.json()) as { docs: { text: string }[] }).docs
    const link = /(\/my-data\/[\w.-]+)/.exec(text.text)?.[1] ?? ''
    await page.goto(link)
    await expect(page.getByRole('region', { name: 'Volunteer applications' })).toContainText(
      'Ngozi Eze',
    )
  })
})

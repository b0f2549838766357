// Every public form of public-site.md, in a real browser against the production build: each
// error message in the condition that raises it, the happy path, and what the database then holds.
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { E2E_ADMIN } from '../../playwright.config'
import { sponsorshipCopy as copy } from '../../src/copy/sponsorship'
import { volunteerCopy } from '../../src/copy/volunteer'
import { findAsAdmin, superHeaders } from '../helpers/e2eAdmin'
import { pdfFile, pngFile } from '../helpers/files'

type Upload = { filename: string; mimeType: string }

const toast = (page: Page, title: string) =>
  page.getByTestId('toast').filter({ has: page.getByText(title, { exact: true }) })
const section = (page: Page, heading: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })

/** Holds the form's request until released, so the sending state can be seen. */
const holdRequests = async (page: Page, path: string) => {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(path, async (route) => {
    await released
    await route.continue()
  })
  return release
}

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`

test.describe('Volunteer Application dialog', () => {
  const openDialog = async (page: Page) => {
    await page.goto('/')
    await page.locator('main').getByRole('button', { name: volunteerCopy.button }).click()
    const dialog = page.getByRole('dialog', { name: volunteerCopy.title })
    await expect(dialog).toBeVisible()
    return dialog
  }

  test('says what is missing or wrong, and keeps the dialog open', async ({ page }) => {
    const dialog = await openDialog(page)
    const submit = dialog.getByRole('button', { name: volunteerCopy.submit })
    await submit.click()
    // Written in the dialog, not toasted over its title and first field on a phone.
    const notice = dialog.getByTestId('volunteer-notice')
    await expect(notice).toContainText(
      'Please fill in all required fields. Still to fill in: Full Name, Email, Preferred Area.',
    )
    await expect(page.getByTestId('toast')).toHaveCount(0)
    // Item 3 of issue #16: the fields are marked, and the first one has the focus.
    await expect(dialog.getByLabel(volunteerCopy.fields.name)).toBeFocused()
    await expect(dialog.getByLabel(volunteerCopy.fields.area)).toHaveAttribute(
      'aria-invalid',
      'true',
    )

    await dialog.getByLabel(volunteerCopy.fields.name).fill('Bola Ade')
    await dialog.getByLabel(volunteerCopy.fields.email).fill('bola-at-example')
    await dialog.getByLabel(volunteerCopy.fields.area).selectOption('Finance')
    await submit.click()
    await expect(notice).toContainText('Submission failed: Please enter a valid email address.')
    await expect(dialog.getByLabel(volunteerCopy.fields.email)).toHaveAttribute(
      'aria-invalid',
      'true',
    )

    // A text file named like a PDF passes the picker; the server reads its content and refuses it.
    await dialog.getByLabel(volunteerCopy.fields.email).fill(unique('bola'))
    await dialog.getByLabel(volunteerCopy.fields.resume).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some text'),
    })
    await submit.click()
    // Item 8 of issue #16: not 'choose a PDF' to someone who chose a .pdf, but what is wrong with it.
    const notAPdf =
      'This file is named .pdf but is not really a PDF. Please choose a PDF, DOC or DOCX file.'
    await expect(notice).toContainText(`Submission failed: ${notAPdf}`)
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('#volunteer-resume-error')).toHaveText(notAPdf)
  })

  test('a refusal from another origin reads as the access-denied message', async ({ page }) => {
    const dialog = await openDialog(page)
    await dialog.getByLabel(volunteerCopy.fields.name).fill('Cross Site')
    await dialog.getByLabel(volunteerCopy.fields.email).fill(unique('cross'))
    await dialog.getByLabel(volunteerCopy.fields.area).selectOption('Logistics')
    // The server's answer to a form posted from another site (tests/int/public-forms covers the
    // server side; a browser cannot be made to forge its own Origin header).
    await page.route('**/api/forms/volunteer', (route) =>
      route.fulfill({
        status: 403,
        json: {
          code: 'forbidden',
          error: 'Access denied. This form requires proper permissions to submit.',
        },
      }),
    )
    await dialog.getByRole('button', { name: volunteerCopy.submit }).click()
    await expect(dialog.getByTestId('volunteer-notice')).toContainText(
      'Access denied. This form requires proper permissions to submit.',
    )
    await expect(dialog).toBeVisible()
  })

  test('submits with a resume that only an admin can open', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const email = unique('volunteer')
    const dialog = await openDialog(page)
    await dialog.getByLabel(volunteerCopy.fields.name).fill('Tolu Bakare')
    await dialog.getByLabel(volunteerCopy.fields.email).fill(email)
    await dialog.getByLabel(volunteerCopy.fields.phone).fill('+234 803 555 0101')
    await dialog.getByLabel(volunteerCopy.fields.area).selectOption('Customer support')
    const resume = pdfFile('my resume.pdf')
    await dialog
      .getByLabel(volunteerCopy.fields.resume)
      .setInputFiles({ name: resume.name, mimeType: resume.mimetype, buffer: resume.data })
    const release = await holdRequests(page, '**/api/forms/volunteer')
    await dialog.getByRole('button', { name: volunteerCopy.submit }).click()
    await expect(dialog.getByRole('button', { name: volunteerCopy.submitting })).toBeDisabled()
    release()
    await expect(toast(page, volunteerCopy.success.title)).toContainText(
      volunteerCopy.success.description,
    )
    await expect(dialog).toBeHidden()
    // Opened again, the form is empty.
    await page.locator('main').getByRole('button', { name: volunteerCopy.button }).click()
    await expect(dialog.getByLabel(volunteerCopy.fields.name)).toHaveValue('')

    const [stored] = await findAsAdmin<{
      applicant_name: string
      phone: string
      preferred_areas: string
      status: string
      resume: Upload
      resume_url: string
    }>(request, 'volunteer-applications', 'email', email)
    expect(stored).toMatchObject({
      applicant_name: 'Tolu Bakare',
      phone: '+2348035550101',
      preferred_areas: 'Customer support',
      status: 'pending',
    })
    // public-site.md: resumes are named by a timestamp and the extension.
    expect(stored.resume.filename).toMatch(/^\d{13}(-\d+)?\.pdf$/)
    const url = new URL(stored.resume_url, baseURL).pathname
    const asAdmin = await request.get(url, { headers: await superHeaders(request) })
    expect(asAdmin.status()).toBe(200)
    expect(Buffer.from(await asAdmin.body()).equals(resume.data)).toBe(true)
    const visitor = await playwright.request.newContext({ baseURL })
    expect((await visitor.get(url)).status()).toBe(403)
    await visitor.dispose()
  })
})

test.describe('Impact Sponsorship Application', () => {
  const openForm = async (page: Page) => {
    await page.goto('/sponsorship?open=sponsor')
    const sponsor = section(page, copy.sponsors.title)
    await sponsor.getByRole('link', { name: copy.sponsors.proceed }).click()
    const form = section(page, copy.application.title)
    await expect(form.getByRole('heading', { name: copy.application.title })).toBeVisible()
    return form
  }

  const fillValid = async (form: ReturnType<Page['locator']>, email: string) => {
    await form.getByText(copy.application.organization, { exact: true }).click()
    await form.getByLabel(copy.application.organizationName).fill('Grace Haulage Ltd')
    await form.getByLabel(copy.application.fullName).fill('Emeka Nwosu')
    await form.getByLabel(copy.application.email).fill(email)
    await form.getByLabel(copy.application.phone).fill('+234 805 000 0000')
    await form.getByLabel(copy.application.denomination).fill('Anglican')
    await form.getByLabel(copy.application.address).fill('12 Marina Road, Lagos')
    await form.getByLabel(copy.application.currency).selectOption('USD')
    await form.getByLabel(copy.application.amount).fill('5,000')
    await form
      .getByRole('group', { name: copy.application.contact })
      .getByText('WhatsApp', { exact: true })
      .click()
    await form
      .getByLabel(copy.application.motivation)
      .fill('We move people to church every Sunday.')
  }

  test('refuses a fake image and a failed submission with the spec’s messages', async ({
    page,
  }) => {
    const form = await openForm(page)
    await fillValid(form, unique('fake-logo'))
    // Text renamed .png and labelled image/png: the browser's check passes, the server's does not.
    await form.getByLabel(copy.application.logo).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a picture'),
    })
    const submit = form.getByRole('button', { name: copy.application.submit })
    await submit.click()
    await expect(toast(page, copy.application.uploadFailed.title)).toContainText(
      copy.application.uploadFailed.description,
    )
    await expect(form.locator('#sponsor-logo-error')).toHaveText(
      'This file is named .png but is not an image we can read. Please choose an image file (PNG, JPG, WebP, GIF, SVG).',
    )

    const logo = await pngFile('logo.png')
    await form
      .getByLabel(copy.application.logo)
      .setInputFiles({ name: logo.name, mimeType: logo.mimetype, buffer: logo.data })
    // The connection drops before the server answers.
    await page.route('**/api/forms/sponsorship', (route) => route.abort('internetdisconnected'))
    await submit.click()
    await expect(toast(page, copy.application.submissionFailed.title)).toContainText(
      copy.application.submissionFailed.description,
    )
  })

  test('stores the application with its logo, private until the sponsor is shown', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const email = unique('sponsor')
    const form = await openForm(page)
    await fillValid(form, email)
    await form.getByLabel(copy.application.amount).fill('4,999')
    const logo = await pngFile('our logo.png')
    await form
      .getByLabel(copy.application.logo)
      .setInputFiles({ name: logo.name, mimeType: logo.mimetype, buffer: logo.data })
    const submit = form.getByRole('button', { name: copy.application.submit })
    await submit.click()
    const invalid = copy.application.invalidAmount('USD ($)', '5,000')
    await expect(toast(page, invalid.title)).toContainText(invalid.description)
    await expect(form.getByLabel(copy.application.amount)).toBeFocused()

    await form.getByLabel(copy.application.amount).fill('5,000')
    await submit.click()
    await expect(toast(page, copy.application.success.title)).toBeVisible()
    // Item 6 of issue #16: the success stays written in the form once the toast has gone.
    const notice = form.getByTestId('sponsor-notice')
    await expect(notice).toHaveText(
      `${copy.application.success.title}${copy.application.success.description}`,
    )
    await expect(toast(page, copy.application.success.title)).toHaveCount(0, { timeout: 10_000 })
    await expect(notice).toBeVisible()
    await expect(form.getByLabel(copy.application.fullName)).toHaveValue('')
    await expect(form.getByLabel(copy.application.amount)).toHaveValue('')

    const [stored] = await findAsAdmin<{
      sponsor_type: string
      organization_name: string
      contact_person: string
      sponsor_amount: number
      currency: string
      sponsor_duration: string
      motivation: string
      address: string
      status: string
      profile_picture: Upload
      profile_picture_url: string
    }>(request, 'sponsorship-applications', 'email', email)
    expect(stored).toMatchObject({
      sponsor_type: 'organization',
      organization_name: 'Grace Haulage Ltd',
      contact_person: 'Emeka Nwosu',
      sponsor_amount: 5000,
      currency: 'USD',
      sponsor_duration: 'whatsapp',
      address: '12 Marina Road, Lagos',
      status: 'pending',
    })
    expect(stored.motivation).toBe(
      'We move people to church every Sunday.\n\nChurch Denomination: Anglican',
    )
    // public-site.md: sponsor type, a timestamp and a random string, then the extension.
    expect(stored.profile_picture.filename).toMatch(/^organization-\d{13}-[0-9a-f]{8}\.png$/)
    const url = new URL(stored.profile_picture_url, baseURL).pathname
    const visitor = await playwright.request.newContext({ baseURL })
    expect((await visitor.get(url)).status()).toBe(403)
    const asAdmin = await request.get(url, { headers: await superHeaders(request) })
    expect(asAdmin.status()).toBe(200)
    expect(asAdmin.headers()['content-type']).toBe('image/png')
    await visitor.dispose()
  })
})

test.describe('pitch deck request', () => {
  const openModal = async (page: Page, request: APIRequestContext) => {
    const settings = (await (await request.get('/api/globals/site-settings')).json()) as {
      site_name: string
    }
    await page.goto('/sponsorship')
    await section(page, copy.funds.title).getByRole('button', { name: copy.funds.plans }).click()
    const dialog = page.getByRole('dialog', { name: copy.pitchDeck.title(settings.site_name) })
    await expect(dialog).toBeVisible()
    return dialog
  }

  test('a failed request says so; a sent one is stored and announced to the admins', async ({
    page,
    request,
  }) => {
    const dialog = await openModal(page, request)
    const email = unique('deck')
    await dialog.getByLabel(copy.pitchDeck.name).fill('Ngozi <b>Okafor</b>')
    await dialog.getByLabel(copy.pitchDeck.email).fill(email)
    await page.route('**/api/forms/pitch-deck', (route) => route.abort('internetdisconnected'))
    await dialog.getByRole('button', { name: copy.pitchDeck.submit }).click()
    await expect(dialog.getByTestId('dialog-notice')).toContainText(
      copy.pitchDeck.failed.description,
    )
    await page.unroute('**/api/forms/pitch-deck')

    await dialog.getByRole('button', { name: copy.pitchDeck.submit }).click()
    await expect(dialog.getByTestId('dialog-notice')).toContainText(copy.pitchDeck.success.title)
    // Finished: the modal says so instead of offering the emptied form for a second request.
    await expect(dialog.getByLabel(copy.pitchDeck.email)).toHaveCount(0)
    await expect(page.getByTestId('toast')).toHaveCount(0)

    const [stored] = await findAsAdmin<{
      report_type: string
      requester_name: string
      purpose: string
      status: string
    }>(request, 'impact-report-requests', 'requester_email', email)
    expect(stored).toMatchObject({
      report_type: 'pitch_deck',
      requester_name: 'Ngozi <b>Okafor</b>',
      purpose: 'Pitch deck access request',
      status: 'pending',
    })
    // The admins' notice leaves through the job queue; without SMTP it lands in the outbox.
    const headers = await superHeaders(request)
    await expect
      .poll(async () => {
        const response = await request.get(
          `/api/email-outbox?where[subject][like]=${encodeURIComponent('Ngozi')}&sort=-createdAt`,
          { headers },
        )
        const { docs } = (await response.json()) as { docs: { to: string; html: string }[] }
        return docs.find((mail) => mail.to === E2E_ADMIN.email)?.html ?? ''
      })
      .toContain('Ngozi &lt;b&gt;Okafor&lt;/b&gt;')
  })
})

test.describe('Impact Report request', () => {
  test('asks for the e-mail, shows Processing..., then confirms and clears the form', async ({
    page,
    request,
  }) => {
    await page.goto('/sponsorship')
    const report = section(page, copy.report.title)
    const submit = report.getByRole('button', { name: copy.report.submit })
    await submit.click()
    await expect(toast(page, copy.report.emailRequired.title)).toContainText(
      copy.report.emailRequired.description,
    )

    const email = unique('report')
    await report.getByLabel(copy.report.name).fill('Funmi Adeyemi')
    await report.getByLabel(copy.report.email).fill(email)
    await report.getByLabel(copy.report.organization).fill('Lagos Church Council')
    await page.route('**/api/forms/impact-report', (route) => route.abort('internetdisconnected'))
    await submit.click()
    await expect(toast(page, copy.report.failed.title)).toContainText(
      copy.report.failed.description,
    )
    await page.unroute('**/api/forms/impact-report')

    const release = await holdRequests(page, '**/api/forms/impact-report')
    await submit.click()
    await expect(report.getByRole('button', { name: copy.report.processing })).toBeDisabled()
    release()
    await expect(toast(page, copy.report.success.title)).toContainText(
      copy.report.success.description,
    )
    for (const label of [copy.report.name, copy.report.email, copy.report.organization])
      await expect(report.getByLabel(label)).toHaveValue('')

    const [stored] = await findAsAdmin<{
      report_type: string
      requester_name: string
      organization: string
      purpose: string
      status: string
    }>(request, 'impact-report-requests', 'requester_email', email)
    expect(stored).toMatchObject({
      report_type: 'impact_report',
      requester_name: 'Funmi Adeyemi',
      organization: 'Lagos Church Council',
      purpose: 'Impact report download request',
      status: 'pending',
    })
  })
})

// Issue #16: the four public forms without JavaScript (Opera Mini's extreme mode, a script that
// never arrived): each posts to its own page (never a GET, nothing typed in any URL), comes back
// with its errors beside the fields and the values kept, then stores what a correct one sends.
// With JavaScript: a refused form names its fields and focuses the first, on a phone's screen.
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures'

import { sponsorshipCopy as copy } from '../../src/copy/sponsorship'
import { volunteerCopy } from '../../src/copy/volunteer'
import { findAsAdmin } from '../helpers/e2eAdmin'
import { pdfFile, pngFile } from '../helpers/files'

const section = (page: Page, heading: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`

/** Every page the browser loads (method and address), to prove that a form posts and that nothing typed lands in a URL. */
const watchNavigations = (page: Page) => {
  const seen: { method: string; url: string }[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      seen.push({ method: request.method(), url: request.url() })
  })
  return seen
}

const expectNothingTypedInUrls = (
  page: Page,
  seen: { method: string; url: string }[],
  typed: string[],
) => {
  for (const url of [page.url(), ...seen.map((entry) => entry.url)])
    for (const text of typed) {
      expect(decodeURIComponent(url)).not.toContain(text)
      expect(url).not.toContain(encodeURIComponent(text))
    }
}

const notAPdf =
  'This file is named .pdf but is not really a PDF. Please choose a PDF, DOC or DOCX file.'

/** The stored rows of a collection for one e-mail: a reload of a success page must add none. */
const countAsAdmin = async (
  request: APIRequestContext,
  collection: string,
  field: string,
  value: string,
) => (await findAsAdmin(request, collection, field, value)).length

const submitAndWait = async (page: Page, button: Locator) => {
  const posted = page.waitForRequest((request) => request.isNavigationRequest())
  await button.click()
  const request = await posted
  expect(request.method()).toBe('POST')
  await page.waitForLoadState('domcontentloaded')
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the volunteer form: its button shows it in place, errors come back beside the fields, then it is stored', async ({
    page,
    request,
  }) => {
    const seen = watchNavigations(page)
    await page.goto('/impact')
    await page.getByRole('button', { name: volunteerCopy.button }).click()
    const dialog = page.locator('#volunteer-application')
    await expect(dialog.getByRole('heading', { name: volunteerCopy.title })).toBeVisible()
    const name = dialog.getByLabel(volunteerCopy.fields.name)
    const email = dialog.getByLabel(volunteerCopy.fields.email)
    await name.fill('Adaeze Okonkwo-Bello')
    await email.fill('adaeze-at-example')
    await dialog.getByLabel(volunteerCopy.fields.phone).fill('+234 803 555 0199')
    const submit = dialog.getByRole('button', { name: volunteerCopy.submit })
    await submit.click()

    // The page came back: the form is shown again, with the values typed and each error beside its field.
    await expect(dialog.locator('#volunteer-email-error')).toHaveText(
      'Please enter a valid email address.',
    )
    await expect(dialog.locator('#volunteer-area-error')).toHaveText('This field is required.')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveValue('Adaeze Okonkwo-Bello')
    await expect(email).toHaveValue('adaeze-at-example')
    await expect(dialog.getByLabel(volunteerCopy.fields.phone)).toHaveValue('+234 803 555 0199')
    await expect(dialog.getByTestId('volunteer-notice')).toContainText(
      'Submission failed: Please enter a valid email address.',
    )
    // Posted to the page itself; the browser keeps the dialog's #address, so it is shown again.
    expect(seen.at(-1)).toEqual({ method: 'POST', url: expect.stringMatching(/\/impact$/) })
    expect(page.url()).toMatch(/\/impact#volunteer-application$/)

    const address = unique('adaeze')
    await email.fill(address)
    await dialog.getByLabel(volunteerCopy.fields.area).selectOption('Finance')
    // A .pdf with a PDF header but no cross-reference table: Payload refuses it, and the visitor
    // is told what is wrong with the file, as with JavaScript, not that we failed.
    const resumeInput = dialog.getByLabel(volunteerCopy.fields.resume)
    await resumeInput.setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
    })
    await submitAndWait(page, submit)
    await expect(dialog.locator('#volunteer-resume-error')).toHaveText(notAPdf)
    await expect(email).toHaveValue(address)

    const resume = pdfFile('adaeze-cv.pdf')
    await resumeInput.setInputFiles({
      name: resume.name,
      mimeType: resume.mimetype,
      buffer: resume.data,
    })
    await submitAndWait(page, submit)
    // Answered by a redirect to the page's success notice (a GET), so a reload sends nothing again.
    expect(seen.at(-1)).toEqual({ method: 'GET', url: expect.stringMatching(/\/impact$/) })
    expect(page.url()).toMatch(/\/impact#volunteer-sent$/)
    const sent = page.locator('#volunteer-sent')
    await expect(sent).toHaveText(
      `${volunteerCopy.success.title}${volunteerCopy.success.description}`,
    )
    await expect(name).toBeHidden()
    expectNothingTypedInUrls(page, seen, ['Adaeze', 'adaeze', '803 555'])
    expect(seen.filter((entry) => entry.method === 'POST')).toHaveLength(3)
    await page.reload()
    await expect(sent).toBeVisible()
    expect(seen.filter((entry) => entry.method === 'POST')).toHaveLength(3)
    expect(await countAsAdmin(request, 'volunteer-applications', 'email', address)).toBe(1)
    // Its ✕ is a link that closes the panel.
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: volunteerCopy.button })).toBeVisible()

    const [stored] = await findAsAdmin<{
      applicant_name: string
      phone: string
      preferred_areas: string
      resume: { filename: string }
    }>(request, 'volunteer-applications', 'email', address)
    expect(stored).toMatchObject({
      applicant_name: 'Adaeze Okonkwo-Bello',
      phone: '+2348035550199',
      preferred_areas: 'Finance',
    })
    expect(stored.resume.filename).toMatch(/^\d{13}(-\d+)?\.pdf$/)
  })

  test('the sponsorship application: the organization field follows the choice, errors and values come back, then it is stored with its logo', async ({
    page,
    request,
  }) => {
    const seen = watchNavigations(page)
    await page.goto('/sponsorship?open=sponsor')
    await section(page, copy.sponsors.title)
      .getByRole('link', { name: copy.sponsors.proceed })
      .click()
    const form = section(page, copy.application.title)
    await expect(form.getByRole('heading', { name: copy.application.title })).toBeVisible()
    const organizationName = form.getByLabel(copy.application.organizationName)
    await expect(organizationName).toBeHidden()
    await form.getByText(copy.application.organization, { exact: true }).click()
    await expect(organizationName).toBeVisible()

    await form.getByLabel(copy.application.fullName).fill('Emeka Nwosu')
    await form.getByLabel(copy.application.email).fill('emeka@example.org')
    await form.getByLabel(copy.application.phone).fill('+234 805 000 0000')
    await form.getByLabel(copy.application.currency).selectOption('USD')
    await form.getByLabel(copy.application.amount).fill('4,999')
    await form
      .getByRole('group', { name: copy.application.contact })
      .getByText('WhatsApp', { exact: true })
      .click()
    const submit = form.getByRole('button', { name: copy.application.submit })
    await submitAndWait(page, submit)

    await expect(form.locator('#sponsor-organization-error')).toHaveText('This field is required.')
    await expect(form.locator('#sponsor-amount-error')).toHaveText(
      'Minimum amount for impact sponsorship is USD ($) 5,000.',
    )
    await expect(form.locator('#sponsor-logo-error')).toHaveText('This field is required.')
    await expect(form.getByTestId('sponsor-notice')).toContainText(
      copy.application.invalidAmountTitle,
    )
    // The choices and the typing are kept.
    await expect(organizationName).toBeVisible()
    await expect(form.getByLabel(copy.application.fullName)).toHaveValue('Emeka Nwosu')
    await expect(form.getByLabel(copy.application.currency)).toHaveValue('USD')
    await expect(form.getByLabel(copy.application.amount)).toHaveValue('4,999')
    await expect(form.getByRole('radio', { name: 'WhatsApp' })).toBeChecked()

    const address = unique('emeka')
    await organizationName.fill('Grace Haulage Ltd')
    await form.getByLabel(copy.application.email).fill(address)
    // As people write money: its currency first, thousands grouped by a space.
    await form.getByLabel(copy.application.amount).fill('USD 5 000')
    const logo = await pngFile('grace.png')
    await form
      .getByLabel(copy.application.logo)
      .setInputFiles({ name: logo.name, mimeType: logo.mimetype, buffer: logo.data })
    await submitAndWait(page, submit)
    expect(page.url()).toMatch(/\/sponsorship#sponsorship-sent$/)
    await expect(page.locator('#sponsorship-sent')).toHaveText(
      `${copy.application.success.title}${copy.application.success.description}`,
    )
    await page.reload()
    expect(await countAsAdmin(request, 'sponsorship-applications', 'email', address)).toBe(1)
    expectNothingTypedInUrls(page, seen, ['Emeka', 'emeka', 'Grace', '805 000'])

    const [stored] = await findAsAdmin<{
      sponsor_type: string
      organization_name: string
      sponsor_amount: number
      currency: string
      sponsor_duration: string
      profile_picture: { filename: string }
    }>(request, 'sponsorship-applications', 'email', address)
    expect(stored).toMatchObject({
      sponsor_type: 'organization',
      organization_name: 'Grace Haulage Ltd',
      sponsor_amount: 5000,
      currency: 'USD',
      sponsor_duration: 'whatsapp',
    })
    expect(stored.profile_picture.filename).toMatch(/^organization-\d{13}-[0-9a-f]{8}\.png$/)
  })

  test('the pitch-deck request: its button shows the form in place, which answers in place', async ({
    page,
    request,
  }) => {
    const seen = watchNavigations(page)
    await page.goto('/sponsorship')
    await section(page, copy.funds.title).getByRole('button', { name: copy.funds.plans }).click()
    const dialog = page.locator('#pitch-deck')
    const name = dialog.getByLabel(copy.pitchDeck.name)
    await expect(name).toBeVisible()
    await name.fill('Ngozi Okafor')
    const submit = dialog.getByRole('button', { name: copy.pitchDeck.submit })
    await submitAndWait(page, submit)
    await expect(dialog.getByTestId('dialog-notice')).toHaveText(
      `${copy.pitchDeck.missing.title}Please fill in all required fields. Still to fill in: Email Address.`,
    )
    await expect(dialog.locator('#pitch-email-error')).toHaveText('This field is required.')
    await expect(name).toHaveValue('Ngozi Okafor')

    const address = unique('ngozi')
    await dialog.getByLabel(copy.pitchDeck.email).fill(address)
    await submitAndWait(page, submit)
    expect(page.url()).toMatch(/\/sponsorship#pitch-deck-sent$/)
    await expect(dialog.locator('#pitch-deck-sent')).toHaveText(
      `${copy.pitchDeck.success.title}${copy.pitchDeck.success.description}`,
    )
    // Finished: the spent form is not offered again.
    await expect(name).toBeHidden()
    expectNothingTypedInUrls(page, seen, ['Ngozi', 'ngozi'])
    await page.reload()
    expect(await countAsAdmin(request, 'impact-report-requests', 'requester_email', address)).toBe(
      1,
    )
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    const [stored] = await findAsAdmin<{ report_type: string; requester_name: string }>(
      request,
      'impact-report-requests',
      'requester_email',
      address,
    )
    expect(stored).toMatchObject({ report_type: 'pitch_deck', requester_name: 'Ngozi Okafor' })
  })

  test('the impact-report request posts (never a GET), keeps the values with its error, then is stored', async ({
    page,
    request,
  }) => {
    const seen = watchNavigations(page)
    await page.goto('/sponsorship')
    const report = section(page, copy.report.title)
    await report.getByLabel(copy.report.name).fill('Funmi Adeyemi')
    await report.getByLabel(copy.report.email).fill('funmi@')
    await report.getByLabel(copy.report.organization).fill('Lagos Church Council')
    const submit = report.getByRole('button', { name: copy.report.submit })
    await submitAndWait(page, submit)
    await expect(report.locator('#report-email-error')).toHaveText(
      'Please enter a valid email address.',
    )
    await expect(report.getByTestId('report-notice')).toHaveText(
      `${copy.report.invalidEmail.title}${copy.report.invalidEmail.description}`,
    )
    await expect(report.getByLabel(copy.report.name)).toHaveValue('Funmi Adeyemi')
    await expect(report.getByLabel(copy.report.organization)).toHaveValue('Lagos Church Council')

    const address = unique('funmi')
    await report.getByLabel(copy.report.email).fill(address)
    await submitAndWait(page, submit)
    expect(page.url()).toMatch(/\/sponsorship#report-sent$/)
    await expect(report.locator('#report-sent')).toHaveText(
      `${copy.report.success.title}${copy.report.success.description}`,
    )
    // The form is cleared below the notice, as the spec has it.
    await expect(report.getByLabel(copy.report.email)).toHaveValue('')
    await page.reload()
    expect(await countAsAdmin(request, 'impact-report-requests', 'requester_email', address)).toBe(
      1,
    )
    expectNothingTypedInUrls(page, seen, ['Funmi', 'funmi', 'Lagos Church'])
    const [stored] = await findAsAdmin<{ report_type: string; organization: string }>(
      request,
      'impact-report-requests',
      'requester_email',
      address,
    )
    expect(stored).toMatchObject({
      report_type: 'impact_report',
      organization: 'Lagos Church Council',
    })
  })

  test('a file too large to send gets a page that says so, with a way back', async ({ page }) => {
    await page.goto('/impact')
    await page.getByRole('button', { name: volunteerCopy.button }).click()
    const dialog = page.locator('#volunteer-application')
    await dialog.getByLabel(volunteerCopy.fields.name).fill('Bola Ade')
    await dialog
      .getByLabel(volunteerCopy.fields.resume)
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(7 << 20) })
    await dialog.getByRole('button', { name: volunteerCopy.submit }).click()
    await expect(
      page.getByRole('heading', { name: 'The form was too large to send' }),
    ).toBeVisible()
    await expect(page.getByText('Files can be at most 5 MB')).toBeVisible()
    await page.getByRole('link', { name: 'Back to the form' }).click()
    await expect(page).toHaveURL(/\/impact$/)
  })
})

test.describe('with JavaScript on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("'Missing Information' names the fields and focuses the first one, on screen", async ({
    page,
  }) => {
    await page.goto('/sponsorship?open=sponsor')
    await section(page, copy.sponsors.title)
      .getByRole('link', { name: copy.sponsors.proceed })
      .click()
    const form = section(page, copy.application.title)
    await form.getByLabel(copy.application.fullName).fill('Emeka Nwosu')
    await form.getByLabel(copy.application.email).fill('emeka@example.org')
    await form.getByRole('button', { name: copy.application.submit }).click()
    await expect(
      page
        .getByTestId('toast')
        .filter({ hasText: copy.application.missing.title })
        .filter({ hasText: copy.application.missing.description }),
    ).toContainText(
      'Still to fill in: Phone Number, Logo or Profile Picture, Sponsorship Amount, Preferred Contact Method.',
    )
    const phone = form.getByLabel(copy.application.phone)
    await expect(phone).toBeFocused()
    await expect(phone).toBeInViewport()
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(form.locator('#sponsor-phone-error')).toHaveText('This field is required.')
  })

  test('the volunteer dialog: no toast over its title, fields or Submit button; its labels read from the left', async ({
    page,
  }) => {
    await page.goto('/impact')
    await page.getByRole('button', { name: volunteerCopy.button }).click()
    const dialog = page.getByRole('dialog', { name: volunteerCopy.title })
    const submit = dialog.getByRole('button', { name: volunteerCopy.submit })
    await submit.click()
    await expect(dialog.getByTestId('volunteer-notice')).toContainText(
      volunteerCopy.required.description,
    )
    await expect(page.getByTestId('toast')).toHaveCount(0)
    await expect(dialog.getByLabel(volunteerCopy.fields.name)).toBeFocused()
    await expect(dialog.locator('label[for="volunteer-email"]')).toHaveCSS('text-align', 'left')
    // What a person sees (and taps) at the middle of the title, the first label and, scrolled
    // to, the button is that very thing, not a notice over it.
    const seenAtItsMiddle = (element: Locator) =>
      element.evaluate((target) => {
        const box = target.getBoundingClientRect()
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        return hit !== null && target.contains(hit)
      })
    const name = dialog.locator('label[for="volunteer-name"]')
    await name.scrollIntoViewIfNeeded()
    expect(await seenAtItsMiddle(name)).toBe(true)
    const title = dialog.getByRole('heading', { name: volunteerCopy.title })
    await title.scrollIntoViewIfNeeded()
    expect(await seenAtItsMiddle(title)).toBe(true)
    await submit.scrollIntoViewIfNeeded()
    expect(await seenAtItsMiddle(submit)).toBe(true)
  })

  test('a shared link to the volunteer form, or a tap before the scripts ran, opens a dialog that closes', async ({
    page,
  }) => {
    await page.goto('/impact#volunteer-application')
    const dialog = page.getByRole('dialog', { name: volunteerCopy.title })
    await expect(dialog).toBeVisible()
    // Taken over as the modal once the scripts run: the # is gone, Escape closes it for good.
    await expect(page).toHaveURL(/\/impact$/)
    await page.keyboard.press('Escape')
    await expect(page.locator('#volunteer-application')).toBeHidden()
    await page.getByRole('button', { name: volunteerCopy.button }).click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(page.locator('#volunteer-application')).toBeHidden()
  })
})

import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { showsArrows } from '../../src/components/sponsorship/carousel'
import { consentCopy } from '../../src/copy/consent'
import { SPONSOR_MINIMUMS, sponsorshipCopy as copy } from '../../src/copy/sponsorship'
import { pngFile } from '../helpers/files'
import { superHeaders } from '../helpers/e2eAdmin'
import { ensurePublicDonors } from '../helpers/publicDonors'

type Settings = { site_name: string; contact_email?: string | null }
type Sponsor = {
  id: number
  sponsor_name: string
  sponsor_type: string
  contribution_amount?: number | null
}
type Partner = { id: number; company_name: string; logo?: unknown; logo_url?: string | null }
type Donation = {
  id: number
  donor_name?: string
  is_anonymous?: boolean
  donor_type: string
  organization_name?: string
}
type Project = { id: number; title: string; status: string; progress_percentage?: number | null }

const api = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return (await response.json()) as T
}
const docs = async <T>(request: APIRequestContext, path: string) =>
  (await api<{ docs: T[] }>(request, path)).docs

const toast = (page: Page, title: string) =>
  page.getByTestId('toast').filter({ has: page.getByText(title, { exact: true }) })
const section = (page: Page, heading: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]

test('carousel arrows are the rule of more than three items', () => {
  expect([0, 1, 2, 3].map(showsArrows)).toEqual([false, false, false, false])
  expect([4, 5, 12].map(showsArrows)).toEqual([true, true, true])
})

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('the eleven sections come in order with their headings', async ({ page, request }) => {
      const { site_name } = await api<Settings>(request, '/api/globals/site-settings')
      // ?open=sponsor also opens the application form, the one section that starts hidden.
      await page.goto('/sponsorship?open=sponsor')
      const headings = await page.locator('main :is(h1, h2):visible').allTextContents()
      expect(headings).toEqual([
        copy.hero.title(site_name),
        copy.donation.title,
        copy.donors.title,
        copy.sponsors.title,
        copy.application.title,
        copy.sponsorsCarousel.title,
        copy.partners.title,
        copy.network.title,
        copy.funds.title,
        copy.report.title,
        copy.closing.title,
      ])
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByRole('link', { name: copy.hero.donate, exact: true })).toBeVisible()
      await expect(page.getByRole('link', { name: copy.hero.sponsor, exact: true })).toBeVisible()
      await expect(page.getByText(copy.hero.quote.reference)).toBeVisible()
    })

    test('the country step asks for a country, and only Nigeria opens the donation form', async ({
      page,
    }) => {
      await page.goto('/sponsorship')
      const donate = section(page, copy.donation.title)
      await donate.getByRole('button', { name: copy.donation.donate }).click()
      await expect(toast(page, copy.donation.countryRequired.title)).toContainText(
        copy.donation.countryRequired.description,
      )

      await donate.getByLabel(copy.donation.country).selectOption({ label: 'United States (USD)' })
      await donate.getByRole('button', { name: copy.donation.donate }).click()
      await expect(toast(page, copy.donation.countryComingSoon.title)).toContainText(
        copy.donation.countryComingSoon.description,
      )
      await expect(page.getByRole('heading', { name: copy.donationForm.title })).toHaveCount(0)

      await donate.getByLabel(copy.donation.country).selectOption({ label: 'Nigeria (NGN)' })
      await donate.getByRole('button', { name: copy.donation.donate }).click()
      await expect(page.getByRole('heading', { name: copy.donationForm.title })).toBeInViewport()

      // The form's own rules, in the order a donor meets them.
      const submit = donate.getByRole('button', { name: copy.donationForm.submit })
      await submit.click()
      await expect(toast(page, copy.donationForm.missing.title).last()).toContainText(
        copy.donationForm.missing.fields,
      )
      await donate.getByLabel(copy.donationForm.fullName).fill('Ada Obi')
      await donate.getByLabel(copy.donationForm.email).fill('ada@example.com')
      await donate.getByLabel(copy.donationForm.phone).fill('+234 803 000 0000')
      await donate.getByLabel(copy.donationForm.amount).fill('5000')
      await donate
        .getByRole('group', { name: copy.donationForm.churchQuestion })
        .getByText(copy.donationForm.yes, { exact: true })
        .click()
      await submit.click()
      await expect(toast(page, copy.donationForm.missing.title).last()).toContainText(
        copy.donationForm.missing.church,
      )
      await donate
        .getByRole('group', { name: copy.donationForm.donorType })
        .getByText(copy.donationForm.organization, { exact: true })
        .click()
      await submit.click()
      await expect(toast(page, copy.donationForm.missing.title).last()).toContainText(
        copy.donationForm.missing.organization,
      )
      // Consents are choices of their own, unticked (issue #32); the form says what it is for.
      await expect(
        donate.getByRole('checkbox', { name: copy.donationForm.showPublicly }),
      ).not.toBeChecked()
      await expect(donate.getByTestId('form-purpose')).toContainText(consentCopy.purpose.donation)
      await expect(
        donate.getByTestId('form-purpose').getByRole('link', { name: consentCopy.policy }),
      ).toHaveAttribute('href', '/privacy')
      await expect(
        donate.getByRole('checkbox', { name: copy.donationForm.anonymous }),
      ).not.toBeChecked()
    })

    test('the sponsor section shows the minimums first, then the application form', async ({
      page,
    }) => {
      await page.goto('/sponsorship')
      const sponsor = section(page, copy.sponsors.title)
      for (const benefit of copy.sponsors.benefits)
        await expect(sponsor.getByText(benefit)).toBeVisible()
      await expect(sponsor.getByText(copy.sponsors.minimum)).toBeVisible()
      await expect(page.getByRole('heading', { name: copy.application.title })).toBeHidden()

      await sponsor.getByRole('link', { name: copy.sponsors.reveal }).click()
      const table = sponsor.getByRole('table', { name: copy.sponsors.minimumsTitle })
      await expect(table.getByRole('row')).toHaveCount(6)
      await expect(table.getByRole('row', { name: /NGN/ })).toContainText('5,000,000')
      await expect(table.getByRole('row', { name: /CAD/ })).toContainText('6,500')
      await expect(page.getByRole('heading', { name: copy.application.title })).toBeHidden()

      await sponsor.getByRole('link', { name: copy.sponsors.proceed }).click()
      const form = section(page, copy.application.title)
      await expect(form.getByRole('heading', { name: copy.application.title })).toBeInViewport()

      const submit = form.getByRole('button', { name: copy.application.submit })
      await submit.click()
      await expect(toast(page, copy.application.missing.title)).toContainText(
        copy.application.missing.description,
      )

      await form.getByLabel(copy.application.fullName).fill('Chika Eze')
      await form.getByLabel(copy.application.email).fill('chika@example.com')
      await form.getByLabel(copy.application.phone).fill('+234 802 000 0000')
      const logo = await pngFile('logo.png')
      await form
        .getByLabel(copy.application.logo)
        .setInputFiles({ name: logo.name, mimeType: logo.mimetype, buffer: logo.data })
      await form.getByLabel(copy.application.currency).selectOption('NGN')
      await form.getByLabel(copy.application.amount).fill('1,000,000')
      await form
        .getByRole('group', { name: copy.application.contact })
        .getByText('WhatsApp', { exact: true })
        .click()
      await submit.click()
      const invalid = copy.application.invalidAmount('NGN (₦)', '5,000,000')
      await expect(toast(page, invalid.title)).toContainText(invalid.description)

      await form
        .getByLabel(copy.application.amount)
        .fill(SPONSOR_MINIMUMS.NGN.toLocaleString('en-NG'))
      await submit.click()
      await expect(toast(page, copy.application.success.title)).toBeVisible()
    })

    test('sponsor and partner carousels hold every active item, with arrows past three', async ({
      page,
      request,
    }) => {
      const sponsors = await docs<Sponsor>(
        request,
        '/api/impact-sponsors?limit=0&sort=order_index&depth=0',
      )
      const partners = await docs<Partner>(
        request,
        '/api/impact-partners?limit=0&sort=display_order&depth=0',
      )
      const settings = await api<Settings>(request, '/api/globals/site-settings')
      expect(sponsors.length).toBeGreaterThan(0)
      expect(partners.length).toBeGreaterThan(0)
      await page.goto('/sponsorship')

      const sponsorCarousel = section(page, copy.sponsorsCarousel.title).getByRole('group', {
        name: copy.sponsorsCarousel.title,
      })
      await expect(sponsorCarousel.locator('.swiper-slide')).toHaveCount(sponsors.length)
      await expect(page.getByTestId('sponsor-count')).toHaveText(`${sponsors.length}+`)
      for (const sponsor of sponsors)
        await expect(
          sponsorCarousel.getByRole('heading', { name: sponsor.sponsor_name, exact: true }),
        ).toBeAttached()
      await expect(sponsorCarousel.getByRole('button', { name: 'Next sponsor' })).toHaveCount(
        showsArrows(sponsors.length) ? 1 : 0,
      )
      await expect(sponsorCarousel.getByRole('button', { name: 'Previous sponsor' })).toHaveCount(
        showsArrows(sponsors.length) ? 1 : 0,
      )

      const partnerCarousel = section(page, copy.partners.title).getByRole('group', {
        name: copy.partners.title,
      })
      await expect(partnerCarousel.locator('.swiper-slide')).toHaveCount(partners.length)
      await expect(partnerCarousel.getByText(copy.partners.label, { exact: true })).toHaveCount(
        partners.length,
      )
      await expect(partnerCarousel.getByRole('button', { name: 'Next partner' })).toHaveCount(
        showsArrows(partners.length) ? 1 : 0,
      )
      for (const partner of partners.filter((item) => !item.logo && !item.logo_url)) {
        const initials = partner.company_name
          .split(/\s+/)
          .slice(0, 2)
          .map((word) => word[0])
          .join('')
          .toUpperCase()
        await expect(
          partnerCarousel
            .locator('article')
            .filter({ hasText: partner.company_name })
            .getByText(initials, { exact: true }),
        ).toBeAttached()
      }

      if (showsArrows(sponsors.length)) {
        await sponsorCarousel.scrollIntoViewIfNeeded()
        const active = sponsorCarousel.locator('.swiper-slide-active h3')
        const before = await active.textContent()
        await sponsorCarousel.getByRole('button', { name: 'Next sponsor' }).click()
        await expect(active).not.toHaveText(before ?? '')
      }

      const partnerSection = section(page, copy.partners.title)
      await expect(partnerSection.getByText(`${partners.length}+`, { exact: true })).toBeVisible()
      if (settings.contact_email) {
        await expect(
          partnerSection.getByRole('link', { name: copy.partners.become }),
        ).toHaveAttribute('href', `mailto:${settings.contact_email}`)
        await expect(partnerSection.getByText(settings.contact_email)).toBeVisible()
      }

      const partnerSponsors = sponsors.filter((sponsor) => sponsor.sponsor_type === 'partner')
      await expect(page.getByTestId('active-partners')).toHaveText(String(partnerSponsors.length))
      await expect(page.getByTestId('joint-projects')).toHaveText(
        String(partnerSponsors.filter((sponsor) => (sponsor.contribution_amount ?? 0) > 0).length),
      )
    })

    test('recent donors list 15, all on request, newest first, anonymous donors unnamed', async ({
      page,
      request,
    }) => {
      // More donors than the recent 15 (given through the simulator if the seed has fewer).
      await ensurePublicDonors(request, 17)
      // Visitors cannot read donations; the super admin reads what the public list should show.
      const listed = await request.get(
        '/api/donations?where[status][equals]=completed&where[show_publicly][equals]=true&limit=100&sort=-completed_at,-createdAt&depth=0',
        { headers: await superHeaders(request) },
      )
      const all = ((await listed.json()) as { docs: Donation[] }).docs
      expect(all.length).toBeGreaterThan(0)
      const recent = Math.min(15, all.length)
      await page.goto('/sponsorship')
      const donors = section(page, copy.donors.title)
      const items = donors.getByTestId('donor')
      await expect(items).toHaveCount(recent)

      const nameOf = (donation: Donation) =>
        donation.is_anonymous
          ? copy.donors.anonymous
          : (donation.donor_type === 'organization' && donation.organization_name) ||
            donation.donor_name
      await expect(items.first()).toContainText(nameOf(all[0]) ?? '')

      await donors.getByRole('link', { name: copy.donors.viewAll }).click()
      await expect(page).toHaveURL(/donors=all/)
      await expect(items).toHaveCount(all.length)
      await expect(items.filter({ hasText: copy.donors.anonymous })).toHaveCount(
        all.filter((donation) => donation.is_anonymous).length,
      )
      for (const donation of all.filter((item) => !item.is_anonymous))
        await expect(items.filter({ hasText: nameOf(donation) ?? '' }).first()).toBeAttached()

      await donors.getByRole('link', { name: copy.donors.showRecent }).click()
      await expect(items).toHaveCount(recent)
      await donors.getByRole('button', { name: copy.donors.refresh }).click()
      await expect(items).toHaveCount(recent)
    })

    test('a project card’s link opens the donation form with that project selected', async ({
      page,
      request,
    }) => {
      const projects = await docs<Project>(request, '/api/projects?limit=100&depth=0')
      const active = projects.find(
        (project) => project.status !== 'completed' && project.progress_percentage !== 100,
      )
      const completed = projects.find(
        (project) => project.status === 'completed' || project.progress_percentage === 100,
      )
      // The seed has both kinds (src/seed/content/projects.ts).
      expect(active).toBeDefined()
      expect(completed).toBeDefined()
      await page.goto(`/sponsorship?project=${active!.id}#donate`)
      const selected = page.getByText(copy.donationForm.projectSelected).locator('..')
      await expect(selected).toContainText(active!.title)
      await expect(page.getByRole('heading', { name: copy.donationForm.title })).toBeInViewport()
      await expect(page.getByLabel(copy.donationForm.project)).toHaveValue(String(active!.id))

      await page.goto(`/sponsorship?project=${completed!.id}#donate`)
      await expect(toast(page, copy.donationForm.projectReset.title)).toContainText(
        copy.donationForm.projectReset.description,
      )
      await expect(page.getByText(copy.donationForm.projectSelected)).toHaveCount(0)
      await expect(page.getByLabel(copy.donationForm.project)).toHaveValue('')
    })

    test('the pitch deck modal opens with its title and checks its fields', async ({
      page,
      request,
    }) => {
      const { site_name } = await api<Settings>(request, '/api/globals/site-settings')
      await page.goto('/sponsorship')
      const funds = section(page, copy.funds.title)
      for (const item of copy.funds.allocation)
        await expect(funds.getByText(item.label)).toBeVisible()
      await expect(funds.getByText('40%')).toBeVisible()
      await funds.getByRole('button', { name: copy.funds.plans }).click()
      const dialog = page.getByRole('dialog', { name: copy.pitchDeck.title(site_name) })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: copy.pitchDeck.submit }).click()
      // The dialog writes the notice inside the form, next to the fields; no toast behind it.
      await expect(dialog.getByTestId('dialog-notice')).toHaveText(
        `${copy.pitchDeck.missing.title}Please fill in all required fields. Still to fill in: Full Name, Email Address.`,
      )
      await expect(dialog.getByLabel(copy.pitchDeck.name)).toBeFocused()
      await dialog.getByLabel(copy.pitchDeck.name).fill('Ngozi')
      await dialog.getByLabel(copy.pitchDeck.email).fill('not-an-email')
      await dialog.getByRole('button', { name: copy.pitchDeck.submit }).click()
      await expect(dialog.getByTestId('dialog-notice')).toContainText(
        copy.pitchDeck.invalidEmail.description,
      )
      await expect(page.getByTestId('toast')).toHaveCount(0)
      await dialog.getByLabel(copy.pitchDeck.email).fill('ngozi@example.com')
      await dialog.getByRole('button', { name: copy.pitchDeck.submit }).click()
      await expect(dialog.getByTestId('dialog-notice')).toContainText(copy.pitchDeck.success.title)
    })

    test('the hero buttons open the sponsor and donation sections and bring them into view', async ({
      page,
    }) => {
      // Reduced motion scrolls at once; the sections must still come into view.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/sponsorship')
      await page.getByRole('link', { name: copy.hero.sponsor, exact: true }).click()
      await expect(page.getByRole('table', { name: copy.sponsors.minimumsTitle })).toBeVisible()
      await expect(
        page.getByRole('heading', { name: copy.sponsors.title, exact: true }),
      ).toBeInViewport()
      await expect(page.getByRole('link', { name: copy.sponsors.proceed })).toBeVisible()

      await page.evaluate(() => window.scrollTo(0, 0))
      await page.getByRole('link', { name: copy.hero.donate, exact: true }).click()
      await expect(page.getByLabel(copy.donation.country)).toBeInViewport()
      await expect(page.getByLabel(copy.donation.country)).toBeFocused()
    })

    test('the closing buttons bring the sponsor form and the donation form into view', async ({
      page,
    }) => {
      await page.goto('/sponsorship')
      const closing = section(page, copy.closing.title)
      await closing.getByRole('link', { name: copy.closing.sponsor }).click()
      await expect(page.getByRole('heading', { name: copy.application.title })).toBeInViewport()

      await closing.scrollIntoViewIfNeeded()
      await closing.getByRole('link', { name: copy.closing.donate }).click()
      await expect(page.getByLabel(copy.donation.country)).toBeInViewport()
      await expect(page.getByLabel(copy.donation.country)).toBeFocused()
    })

    test('an impact report request needs an e-mail address', async ({ page }) => {
      await page.goto('/sponsorship')
      const report = section(page, copy.report.title)
      await expect(report.getByText(copy.report.help)).toBeVisible()
      for (const label of [
        copy.report.name,
        copy.report.email,
        copy.report.organization,
        copy.report.purpose,
      ])
        await expect(report.getByLabel(label)).toBeVisible()
      await report.getByRole('button', { name: copy.report.submit }).click()
      await expect(toast(page, copy.report.emailRequired.title)).toContainText(
        copy.report.emailRequired.description,
      )
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the page is readable and its links still open what they open', async ({
    page,
    request,
  }) => {
    const sponsors = await docs<Sponsor>(request, '/api/impact-sponsors?limit=0&depth=0')
    const partners = await docs<Partner>(request, '/api/impact-partners?limit=0&depth=0')
    await page.goto('/sponsorship')
    const sponsorSection = section(page, copy.sponsorsCarousel.title)
    const partnerSection = section(page, copy.partners.title)
    for (const sponsor of sponsors)
      await expect(
        sponsorSection.getByRole('heading', { name: sponsor.sponsor_name, exact: true }),
      ).toBeVisible()
    for (const partner of partners)
      await expect(
        partnerSection.getByRole('heading', { name: partner.company_name, exact: true }),
      ).toBeAttached()

    await section(page, copy.sponsors.title)
      .getByRole('link', { name: copy.sponsors.reveal })
      .click()
    await expect(page.getByRole('heading', { name: copy.application.title })).toBeVisible()
    await expect(page.getByRole('table', { name: copy.sponsors.minimumsTitle })).toBeVisible()

    await page.getByLabel(copy.donation.country).selectOption({ label: 'Nigeria (NGN)' })
    await section(page, copy.donation.title)
      .getByRole('button', { name: copy.donation.donate })
      .click()
    await expect(page.getByRole('heading', { name: copy.donationForm.title })).toBeVisible()
  })
})

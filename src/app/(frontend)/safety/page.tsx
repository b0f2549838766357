import { LegalPage, legalMetadata } from '@/components/legal/LegalPage'
import { Link } from '@/components/ui/Link.client'
import { plansChangeCopy } from '@/copy/plansChange'

export const generateMetadata = () => legalMetadata('safety')

const copy = plansChangeCopy.concern

export default function SafetyPage() {
  return (
    <LegalPage kind="safety">
      {/* Issue #34: anyone may report a safeguarding concern, from here or a booking's page. */}
      <section aria-labelledby="report-concern" className="card mt-10 space-y-3 p-6">
        <h2 id="report-concern" className="heading-display text-2xl">
          {copy.title}
        </h2>
        <p className="text-ink-soft">{copy.safetyLead}</p>
        <Link href="/report-a-concern" className="btn-primary">
          {copy.link}
        </Link>
      </section>
    </LegalPage>
  )
}

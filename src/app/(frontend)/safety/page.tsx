import { LegalPage, legalMetadata } from '@/components/legal/LegalPage'

export const generateMetadata = () => legalMetadata('safety')

export default function SafetyPage() {
  return <LegalPage kind="safety" />
}

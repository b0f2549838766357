import { LegalPage, legalMetadata } from '@/components/legal/LegalPage'

export const generateMetadata = () => legalMetadata('help')

export default function HelpPage() {
  return <LegalPage kind="help" />
}

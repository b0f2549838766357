import { LinkRefused } from '@/components/giving/LinkRefused'

/** A My giving link refused (tampered or expired, said alike), or a gift that is not the donor's. */
export default function GivingLinkRefused() {
  return <LinkRefused />
}

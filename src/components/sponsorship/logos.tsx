import { initials, normalizeImagePath } from '@/lib/images'
import type { ImpactPartner, ImpactSponsor, Media, SponsorLogo } from '@/payload-types'

type Logo = { src: string; width: number; height: number }

const fromUpload = (
  upload: Media | SponsorLogo | number | null | undefined,
  box: { width: number; height: number },
): Logo | null => {
  if (!upload || typeof upload !== 'object' || !upload.url) return null
  const small = upload.sizes?.thumbnail
  if (small?.url)
    return { src: small.url, width: small.width ?? box.width, height: small.height ?? box.height }
  return { src: upload.url, width: upload.width ?? box.width, height: upload.height ?? box.height }
}

/** The logo uploaded with the sponsor's application (made public with the sponsor) wins over logo_url. */
export const sponsorLogo = (sponsor: ImpactSponsor): Logo | null =>
  fromUpload(sponsor.logo, { width: 96, height: 96 }) ??
  (sponsor.logo_url ? { src: normalizeImagePath(sponsor.logo_url), width: 96, height: 96 } : null)

export const partnerLogo = (partner: ImpactPartner): Logo | null =>
  fromUpload(partner.logo, { width: 200, height: 100 }) ??
  (partner.logo_url ? { src: normalizeImagePath(partner.logo_url), width: 200, height: 100 } : null)

/** A logo on a white plate (logos are drawn for light backgrounds), or the name's initials. */
export function LogoOrInitials({
  logo,
  name,
  className,
}: {
  logo: Logo | null
  name: string
  className: string
}) {
  if (!logo) {
    return (
      <span
        aria-hidden="true"
        className={`flex items-center justify-center bg-mint-pale font-display text-2xl font-bold text-teal-deep dark:bg-surface-muted dark:text-accent ${className}`}
      >
        {initials(name)}
      </span>
    )
  }
  // The name is printed beside the logo, so the image itself is decorative.
  return (
    <span className={`flex items-center justify-center bg-white p-2 ${className}`}>
      <img
        src={logo.src}
        alt=""
        width={logo.width}
        height={logo.height}
        loading="lazy"
        decoding="async"
        className="max-h-full w-auto object-contain"
      />
    </span>
  )
}

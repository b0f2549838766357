'use client'

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'

import { donationFormCopy } from '@/copy/sponsorship'
import {
  trackContentEngagement,
  trackDonationFunnel,
  trackSponsorInterest,
} from '@/lib/analytics/track'

import { toast } from '../ui/toast'
import { targets } from './targets'

export type SponsorStage = 'closed' | 'minimums' | 'form'
export type SelectedProject = { id: number; title: string }

/** What the server worked out from the address (?open, ?project, ?country) before the first paint. */
export type InitialState = {
  country: string
  donationOpen: boolean
  sponsorStage: SponsorStage
  sponsorCurrency: string
  project: SelectedProject | null
  projectReset: boolean
  /** Section to bring into view once the page has settled (opening behaviour). */
  scrollTo: string | null
}

/** Brings a section into view after `delayMs` (time for it to render), then moves focus there. */
const scrollToSection = (id: string, delayMs = 100) =>
  window.setTimeout(() => {
    const element = document.getElementById(id)
    if (!element) return
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    element.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' })
    const focusTarget = element.querySelector<HTMLElement>('[data-focus-target]') ?? element
    focusTarget.focus({ preventScroll: true })
  }, delayMs)

const stageOrder: SponsorStage[] = ['closed', 'minimums', 'form']

type State = {
  initial: InitialState
  country: string
  setCountry: (country: string) => void
  donationOpen: boolean
  openDonationForm: () => void
  sponsorStage: SponsorStage
  /** Hero and closing buttons: open the section (never closing what is already open) and scroll to it. */
  goToDonation: () => void
  goToSponsor: (stage: Exclude<SponsorStage, 'closed'>, scroll?: boolean) => void
}

const SponsorshipContext = createContext<State | null>(null)

export function useSponsorship(): State {
  const state = useContext(SponsorshipContext)
  if (!state) throw new Error('useSponsorship must be used inside <SponsorshipProvider>')
  return state
}

export function SponsorshipProvider({
  initial: fromServer,
  children,
}: {
  initial: InitialState
  children: ReactNode
}) {
  // Only the first render's address counts: a later refresh (donor list) must not reopen or rescroll.
  const [initial] = useState(fromServer)
  const [country, setCountry] = useState(initial.country)
  const [donationOpen, setDonationOpen] = useState(initial.donationOpen)
  const [sponsorStage, setSponsorStage] = useState<SponsorStage>(initial.sponsorStage)

  useEffect(() => {
    // An address that opens a section (a project's Donate link, ?open=) is where that visit's intent began.
    const source = initial.project ? 'project_link' : 'link'
    const project = initial.project ? { project_id: initial.project.id } : {}
    if (initial.donationOpen) trackDonationFunnel('initiated', { source, ...project })
    else if (initial.sponsorStage !== 'closed')
      trackSponsorInterest('open_application', undefined, { source })
  }, [initial])

  useEffect(() => {
    if (!initial.scrollTo && !initial.projectReset) return
    // On a slow phone the server's form is on screen seconds before this runs, and the visitor may
    // already be typing in it: then neither scroll nor focus moves (item 2 of issue #16).
    let acted = false
    const act = () => (acted = true)
    const events = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'input'] as const
    for (const name of events) window.addEventListener(name, act, { capture: true, passive: true })
    // 500 ms lets the page settle (fonts, images) first; the toaster also listens by then.
    const timer = window.setTimeout(() => {
      if (initial.projectReset) toast({ ...donationFormCopy.projectReset })
      const focused = document.activeElement
      const busy = acted || (focused !== null && focused !== document.body)
      if (initial.scrollTo && !busy) scrollToSection(initial.scrollTo, 0)
      // Marks the opening as over (tests check that it left a typing visitor alone).
      document.documentElement.setAttribute('data-opening', 'done')
    }, 500)
    return () => {
      window.clearTimeout(timer)
      for (const name of events) window.removeEventListener(name, act, { capture: true })
    }
  }, [initial])

  const openDonationForm = useCallback(() => {
    setDonationOpen(true)
    scrollToSection(targets.donationForm)
  }, [])

  const goToDonation = useCallback(() => {
    scrollToSection(donationOpen ? targets.donationForm : targets.donate)
  }, [donationOpen])

  const goToSponsor = useCallback((stage: Exclude<SponsorStage, 'closed'>, scroll = true) => {
    setSponsorStage((current) =>
      stageOrder.indexOf(current) >= stageOrder.indexOf(stage) ? current : stage,
    )
    if (scroll) scrollToSection(stage === 'form' ? targets.sponsorApplication : targets.sponsor)
  }, [])

  const value = useMemo<State>(
    () => ({
      initial,
      country,
      setCountry,
      donationOpen,
      openDonationForm,
      sponsorStage,
      goToDonation,
      goToSponsor,
    }),
    [initial, country, donationOpen, openDonationForm, sponsorStage, goToDonation, goToSponsor],
  )
  return <SponsorshipContext.Provider value={value}>{children}</SponsorshipContext.Provider>
}

type SectionLinkProps = {
  to: 'donation' | 'sponsor' | 'sponsor-form'
  href: string
  /** Where on the page the link is, recorded with its click ('sponsorship_hero', 'sponsorship_cta'). */
  source: string
  /** A call to action whose clicks are also engagement events: this click's action name. */
  engagement?: string
  className?: string
  children: ReactNode
}

/**
 * A link that opens a section of this page. Without JavaScript it follows `href` (an address the
 * server renders with the section open); with it, it opens the section in place and scrolls there.
 * A donate click records the donation funnel's 'initiated', a sponsor click a sponsor interest.
 */
export function SectionLink({
  to,
  href,
  source,
  engagement,
  className,
  children,
}: SectionLinkProps) {
  const { goToDonation, goToSponsor } = useSponsorship()
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        event.preventDefault()
        if (engagement) trackContentEngagement('call_to_action', source, engagement)
        if (to === 'donation') {
          trackDonationFunnel('initiated', { source })
          goToDonation()
        } else {
          trackSponsorInterest(to === 'sponsor' ? 'view_minimums' : 'open_application', undefined, {
            source,
          })
          goToSponsor(to === 'sponsor' ? 'minimums' : 'form')
        }
      }}
    >
      {children}
    </a>
  )
}

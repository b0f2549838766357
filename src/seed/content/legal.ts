// The first drafts of the Privacy Policy, Terms of Service, Safety and Help Center (issue #32),
// published so a fresh site has them; staff rewrite them in the back office (Policies & Help).
// They describe the product as it works (README), and the law as it stands in 2026: the Nigeria
// Data Protection Act 2023 (NDPA) and the NDPC’s General Application and Implementation Directive
// 2025 (GAID). They are a sound start, not legal advice: the charity’s lawyer should read them.
import type { LegalKind } from '@/copy/legal'
import { globalSlugs, slugs } from '@collections/slugs'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'

import { ensureDoc, type SeedContext } from '../context'
import { lexicalDocument } from '../lexical'

type Facts = { site: string; contact: string }
type PageSeed = { title: string; summary: string; blocks: string[] }

const privacy = ({ site, contact }: Facts): PageSeed => ({
  title: 'Privacy Policy',
  summary: `How ${site} collects, uses, shares and protects personal data under the Nigeria Data Protection Act 2023, and how to use your rights.`,
  blocks: [
    `${site} ("we", "us") is a Christian charity that gives church members free rides to services and fellowship events across Nigeria, and raises money for the buses and projects that make them possible. This policy explains what personal data we hold about you, why, who else receives it, how long we keep it, and the rights the **Nigeria Data Protection Act 2023** (NDPA) gives you. We follow the NDPA and the Nigeria Data Protection Commission’s **General Application and Implementation Directive 2025** (GAID).`,
    '## Who is responsible for your data',
    `${site} is the data controller for the personal data collected on this website and in our work. You can write to us at [${contact}](mailto:${contact}). Our data protection officer’s contact is at the end of this page: write to them about anything in this policy.`,
    '## What we collect, why, and on what lawful basis',
    'We collect only what each task needs. For each purpose, the NDPA requires a lawful basis (section 25); ours are:',
    '- **Giving and receipts.** Your name, e-mail, phone (if you give it), whether you give as a person or an organisation, the amount, the project and the payment reference. We need them to take your gift, send your receipt and yearly statement, run your monthly gift and answer your questions (**contract**), and to keep our accounts (**legal obligation**). Your card details go to Paystack, never to us.\n- **Rides and bookings.** The passenger’s name, phone, e-mail, the number of people, the pickup stop and the booking code, so we can give the seat, tell you about changes and give your driver the passenger list the day before (**contract**: the service you asked for).\n- **Children’s rides.** When someone under 18 rides, the parent’s or guardian’s name, phone and their consent, with the time it was given (**consent of the parent or guardian**, NDPA section 31). A child’s ride is never booked without it.\n- **Volunteer drivers.** Name, e-mail, phone, an emergency contact, the driving licence number and expiry, the vehicle and plate, and the roadworthiness and insurance certificates with their expiry dates. We check them to keep passengers, many of them children and older people, safe (**legitimate interest** in safeguarding, and our **legal obligations** as a road-transport charity).\n- **Church registrations.** The church’s details and a contact person’s name, e-mail and phone, to review the church and give its administrator an account (**contract** steps you asked for).\n- **Volunteer and sponsor applications, report and pitch-deck requests.** What you write in the form, and a resume or logo if you send one, to consider your application or send what you asked for (**steps before a contract**, at your request, and your **consent** for anything optional).\n- **News by e-mail, messages by SMS or WhatsApp, and your name in the public donor list.** Only if you tick the box for it, never pre-ticked (**consent**). You can withdraw it at any time, as easily as you gave it; withdrawing does not affect what was done before.\n- **Site statistics.** The pages visited, the referring site, the type of browser and screen, and a random session number kept in your browser tab, to see what is useful and fix what is not (**legitimate interest**). This holds no name, e-mail, phone or IP address, and sets no advertising cookies.',
    'We do not sell personal data, we do not use it for advertising, and no decision about you is made by a machine alone.',
    '## Who receives your data',
    'Only these service providers, each under a written agreement that lets them use the data only to serve us and requires them to keep it secure:',
    '- **Paystack** (Paystack Payments Limited, Lagos), which takes card payments and monthly gifts.\n- **Our e-mail (SMTP) provider**, which delivers receipts, booking e-mails and links.\n- **Termii** (SMS) and **Meta Platforms** (WhatsApp), which deliver text and WhatsApp messages to those who asked for them.\n- **Our file storage provider** (Amazon Web Services S3 or a compatible service), which keeps uploaded papers, resumes and logos in private storage.\n- Your **church**: its ride coordinator and church administrator see the bookings and drivers of their own church, to run its rides. Your driver sees the passenger list of their ride.',
    'We give data to the police or a court only when the law requires it, or to protect someone from serious harm.',
    '## Transfers outside Nigeria',
    'Some providers (Meta, our e-mail and storage providers, and Paystack’s own processors) store or process data outside Nigeria, for example in the European Union, the United Kingdom, South Africa or the United States. We transfer data only as Part VIII of the NDPA allows: to countries or organisations the Commission recognises as giving adequate protection, or under contractual clauses or binding corporate rules that give the same protection as the NDPA, with encryption in transit. You can ask our data protection officer for a copy of the safeguards.',
    '## How long we keep it',
    '- **Ride bookings** (including a guardian’s details and consent): 6 months after the ride, then deleted; we keep only the counts.\n- **Drivers’ papers**: while the driver drives with us; papers replaced or expired, and the papers of an application that was not accepted, 3 months after the decision or the renewal.\n- **Volunteer applications and resumes, sponsor applications, report and pitch-deck requests**: 12 months after the decision.\n- **Donation records**: the amount, date, reference and project, with the donor’s details, for 6 years after the end of the financial year, as our accounts and tax law require. If you ask us to erase your details sooner, we keep the accounting record without your name and contact details.\n- **E-mails we sent**: 90 days. **Site statistics**: rolled up into daily totals; the detailed records go after 13 months.\n- **Consents**: as long as the consent lasts, and 6 years after, as proof of what was agreed.',
    '## Your rights',
    'Under the NDPA (sections 34 to 38) you may:',
    '- **see** the personal data we hold about you and receive a copy (access);\n- have it **corrected** if it is wrong or incomplete;\n- have it **erased** when we no longer need it, or when you withdraw the consent it rests on;\n- **object** to our use of it on the basis of legitimate interest, and to any direct marketing;\n- ask us to **restrict** its use while a question is settled;\n- receive it in a **machine-readable file** you can take elsewhere (portability);\n- **withdraw your consent** at any time.',
    'The quickest way is our [My data](/my-data) page: enter your e-mail address and we send you a private link showing everything we hold about you, to download or correct, and where you can ask for erasure. You can also write to our data protection officer. We answer without undue delay, and within 30 days at the latest; it costs nothing. We may ask you to confirm who you are before we show or change anything.',
    '## Keeping data safe',
    'Private files (drivers’ papers, resumes) are open only to the staff who need them and, for drivers, to their own church’s administrator. Every change staff make is recorded in an audit trail. If a breach ever puts your data at risk, we tell the Nigeria Data Protection Commission within 72 hours of finding it, and we tell you without delay when it is likely to harm you.',
    '## Complaints',
    'If you are unhappy with how we handle your data, please tell our data protection officer first, so we can put it right. You also have the right to complain to the **Nigeria Data Protection Commission** (NDPC): [ndpc.gov.ng](https://ndpc.gov.ng).',
    '## Changes to this policy',
    'When we change this policy, the date at the top of the page changes with it. If a change affects what you agreed to, we ask again.',
  ],
})

const terms = ({ site, contact }: Facts): PageSeed => ({
  title: 'Terms of Service',
  summary: `The terms for using the ${site} website: giving, refunds, free rides offered in good faith, and how we expect everyone to behave.`,
  blocks: [
    `These terms apply to everyone who uses the ${site} website. By giving, booking a ride, offering to drive or sending a form, you accept them. Our [Privacy Policy](/privacy) explains how we handle personal data, and our [Safety](/safety) page how we keep riders safe.`,
    '## Giving',
    '- Gifts are in naira and paid by card through **Paystack**; we never see or store your card number.\n- A gift is complete only when Paystack confirms the payment. Your receipt is e-mailed to you, and every gift, receipt and yearly statement is on **My giving** (ask for your link on the [My giving](/giving) page).\n- A **monthly gift** is charged on the same day each month until you stop it. You can change the amount, give a new card, pause, resume or cancel it at any time from My giving; a change applies from the next charge.\n- A gift to a project goes to that project. If a project reaches its goal or stops, we use the rest for our closest work, and say so in our news.',
    '## Refunds',
    `If you gave by mistake (the wrong amount, or twice), write to [${contact}](mailto:${contact}) within 30 days with your payment reference, and we refund it to the same card through Paystack. Otherwise gifts are not refundable, because we spend them on rides. A refund takes as long as your bank needs, usually a few working days.`,
    '## Rides are free and offered in good faith',
    '- Every ride is **free**. Nobody may ask you to pay for a seat, and no driver may take a tip as a condition of a ride. Tell us if anyone does.\n- Rides are given by churches and volunteer drivers on a **best-effort** basis. A bus or car may be late, changed or cancelled (weather, a breakdown, a driver who falls ill). We e-mail you about every change we know of, but we cannot promise that a ride will take place, and we are not responsible for a missed service or event.\n- Book only the seats you need, and give back the ones you will not use with **Cancel my seat** on your booking page, so someone on the waitlist can have them.\n- Members-only rides are for the members of that church; its code is not to be shared.',
    '## How we expect everyone to behave',
    '- Treat every passenger, driver and volunteer with respect and kindness. No harassment, discrimination, threats, alcohol, drugs or weapons on any ride.\n- Drivers keep their licence, insurance and roadworthiness certificate valid, drive within the law, wear a seat belt and make sure every passenger does, and never use a phone while driving.\n- Give true details in every form, and do not use the site to send spam, to try to break it, or to collect other people’s data.\n- We may refuse rides or remove a driver, volunteer or account that breaks these rules, and we report crimes to the police.',
    '## Our responsibility',
    'We take care to run the site and our rides well. Nothing in these terms limits a responsibility that Nigerian law does not allow us to limit, such as for death or injury caused by negligence. Otherwise, the site and rides are offered as they are, without any promise beyond what these terms say.',
    '## Changes and questions',
    `We may update these terms; the date at the top of the page changes with them. These terms are governed by the laws of the Federal Republic of Nigeria. Questions: [${contact}](mailto:${contact}).`,
  ],
})

const safety = ({ site, contact }: Facts): PageSeed => ({
  title: 'Safety',
  summary: `How ${site} keeps riders safe: how drivers are verified, how children ride, and how to report a concern.`,
  blocks: [
    'Every ride carries people who trust us: children, older members, people travelling alone. This page explains how we keep them safe, and what to do if something worries you.',
    '## How drivers are verified',
    '- Every driver is a member of a church registered with us, and applies with their driving licence, vehicle, an emergency contact, and their **roadworthiness** and **insurance** certificates.\n- Their **church administrator**, or our staff, checks the papers against the originals, and asks the church for a reference: someone who knows the driver well. Only then is the driver verified. A driver who is not verified cannot be given passengers.\n- A driver cannot be given passengers once their licence, roadworthiness or insurance has expired, or if it expires before the day of the ride: the website refuses it. Drivers are reminded two weeks before a paper expires.\n- A driver whose licence, vehicle or papers change is checked again before driving again.\n- Church buses are driven by drivers verified the same way.',
    '## Children’s rides',
    '- Someone under 18 rides only with the **consent of a parent or guardian**, given in the booking with their name and phone. The driver’s passenger list shows which bookings include a child.\n- The parent or guardian hands the child to the driver at the pickup stop, and arranges who collects the child at the end. The driver waits with a child until the named adult arrives, and never leaves a child alone at a stop.\n- A driver never drives a child alone unless the parent or guardian has agreed to it, and never changes a child’s pickup or drop-off point without telling the parent or guardian.\n- Church ride coordinators and drivers who carry children follow their church’s safeguarding policy.',
    '## Riding safely',
    '- Check the driver’s name, vehicle and plate on your booking page before you get in. If they do not match, do not get in, and call your church.\n- Everyone wears a seat belt, and no vehicle carries more people than it has seats.\n- Women-only and men-only rides are offered by drivers who ask for them; everyone booking one confirms who is riding.',
    '## How to report a concern',
    `If you are worried about a driver, a passenger, a child’s safety, or anything that happened on a ride:`,
    `- **In an emergency**, call **112** (the national emergency number) or the police first.\n- Tell your **church’s ride coordinator** or church administrator.\n- Write to us at [${contact}](mailto:${contact}) with what happened, when, and the booking code if you have it. We answer every safeguarding concern within one working day, may stop a driver from driving while we look into it, and report to the police or the relevant authorities when the law or a child’s safety requires it.`,
    'You do not need to be sure before you tell us. Reports are handled in confidence and shared only with the people who need to act on them.',
  ],
})

const help = ({ site, contact }: Facts): PageSeed => ({
  title: 'Help Center',
  summary: `Answers to the questions donors, members, drivers and churches ask about ${site}.`,
  blocks: [
    `The questions people ask us most. If yours is not here, write to [${contact}](mailto:${contact}).`,
    '## For members: finding a ride',
    '### How do I find a ride?',
    'Open [Find a Ride](/rides), choose your church and branch, and optionally the service and your pickup area. You see the rides from today on, with their stops, times and free seats. Choose one and press **Request a seat**.',
    '### Does a ride cost anything?',
    'No. Every ride is free. Nobody may ask you to pay for a seat.',
    '### How do I know I have a seat?',
    'After you ask, your booking’s own page opens, and the same link is e-mailed to you with your booking code. It says whether your seat is booked or you are on the waitlist. The day before the ride, we e-mail you your driver’s first name, vehicle and plate (or, for a church bus, your stop and time).',
    '### The ride is full. What happens now?',
    'Your request joins the waitlist. When someone gives back a seat, it goes to the first person waiting, and we e-mail you as soon as it is yours.',
    '### How do I cancel?',
    'Open the link in your booking e-mail and press **Cancel my seat**. If you booked for several people, you can give back only some of the seats. Please cancel as early as you can, so someone on the waitlist can ride.',
    '### Can my child ride?',
    'Yes, with the consent of a parent or guardian: tick **Someone under 18 is riding** and give the parent’s or guardian’s name and phone. See [Safety](/safety) for how children’s rides work.',
    '### Why can I not book a members-only ride?',
    'Members-only rides need your church’s **members’ code**. Ask your church for it.',
    '## For donors',
    '### How do I give?',
    'On [Sponsorship](/sponsorship), press **Donate Now**, fill in the form, and pay by card through Paystack. You can give once or every month, as a person or an organisation, to our work or to a project.',
    '### Where is my receipt?',
    'It is e-mailed to you as soon as Paystack confirms the payment. All your gifts, receipts and yearly giving statements are on **My giving**: enter your e-mail on the [My giving](/giving) page and we send you a link (it works for 24 hours).',
    '### How do I change or stop my monthly gift?',
    'From **My giving**: change the amount (from the next charge), give a new card, pause, resume or cancel.',
    '### Will my name be shown?',
    'Only if you tick the box to show your gift in Recent Donors, and you can give anonymously. Your e-mail and phone are never shown.',
    '### I gave the wrong amount, or twice.',
    `Write to [${contact}](mailto:${contact}) within 30 days with your payment reference and we refund it. See our [Terms of Service](/terms).`,
    '## For drivers',
    '### How do I become a volunteer driver?',
    'Apply on [Drive with us](/rides/drive) with your licence, car and your roadworthiness and insurance certificates (a PDF or a photo each). Your church administrator or our staff check them and e-mail you. See [Safety](/safety) for how drivers are verified.',
    '### How do I offer a ride?',
    'The e-mail telling you that you are verified carries the link to your own page. There you offer a ride in your car to one of your church’s services, and see your coming rides and passengers. The day before each ride we e-mail you the passenger list.',
    '### My insurance or licence is about to expire.',
    'We remind you two weeks before. Send the new paper to your church administrator: you cannot be given passengers once a paper has expired.',
    '### I cannot drive a ride I offered.',
    'Call your church’s ride coordinator as soon as you can: they change or cancel the ride, and the passengers are told.',
    '## For churches',
    '### How does our church join?',
    'Register on [Register Your Church](/churches/register). Once we approve it, your contact person receives an account to add branches, service times and bus runs, and to verify the church’s drivers.',
    '## Your data',
    '### What do you do with my details?',
    'Only what our [Privacy Policy](/privacy) says. To see, download, correct or erase what we hold about you, use the [My data](/my-data) page.',
  ],
})

const PAGES: Record<LegalKind, (facts: Facts) => PageSeed> = { privacy, terms, safety, help }

/** Each page once, by its kind: a page staff already have (published or not) is left as it is. */
export async function seedLegalPages(ctx: SeedContext): Promise<void> {
  const settings = await ctx.payload.findGlobal({
    slug: globalSlugs.siteSettings,
    depth: 0,
    req: ctx.req,
    overrideAccess: true,
  })
  const facts: Facts = {
    site: settings.site_name || DEFAULT_SITE_NAME,
    contact: settings.contact_email || 'partners@fellowshiprides.ng',
  }
  for (const [kind, page] of Object.entries(PAGES) as [LegalKind, (facts: Facts) => PageSeed][]) {
    const { title, summary, blocks } = page(facts)
    await ensureDoc(ctx, slugs.legalPages, { kind: { equals: kind } }, () => ({
      title,
      kind,
      summary,
      content: lexicalDocument(blocks),
      _status: 'published' as const,
    }))
  }
}

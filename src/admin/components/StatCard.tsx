import React from 'react'

type TitleTag = 'span' | 'h2' | 'h3'

type StatCardData = {
  title: string
  value: React.ReactNode
  /** Lines under the value, each on its own line. */
  notes?: React.ReactNode[]
  /** The whole card links to the list it counts (the dashboard). */
  href?: string
  /** The grid's testId unless the card has its own. */
  testId?: string
  valueTestId?: string
}

/**
 * A number with its name and a line or two under it: every stat card of the back office. Its look
 * is .fr-stat-card in src/admin/styles.scss, in Payload's theme colours, so dark mode follows.
 */
function StatCard({
  title,
  value,
  notes = [],
  href,
  testId,
  valueTestId,
  titleAs: Title,
}: StatCardData & { titleAs: TitleTag }) {
  const body = (
    <>
      <Title className="fr-stat-card__title">{title}</Title>
      <strong className="fr-stat-card__value" data-testid={valueTestId}>
        {value}
      </strong>
      {notes.map((note, index) => (
        <span key={index} className="fr-stat-card__note">
          {note}
        </span>
      ))}
    </>
  )
  if (!href)
    return (
      <li className="fr-stat-card" data-testid={testId}>
        {body}
      </li>
    )
  return (
    <li>
      <a href={href} className="fr-stat-card fr-stat-card--link" data-testid={testId}>
        {body}
      </a>
    </li>
  )
}

type StatGridProps = {
  cards: StatCardData[]
  /** Every card's test id, unless the card has its own. */
  testId?: string
  label?: string
  /** Where the cards are a page's sections (Analytics), their titles are headings. */
  titleAs?: TitleTag
  /** The narrowest a column may be (13rem unless said). */
  minColumn?: `${number}rem`
  /** A few cards share the whole width instead of keeping to one column's. */
  stretch?: boolean
  /** Small counts in a row, label beside number (the summary above a list). */
  compact?: boolean
}

/** The cards as a list: a grid of columns at least minColumn wide. */
export function StatGrid({
  cards,
  testId,
  label,
  titleAs = 'span',
  minColumn,
  stretch,
  compact,
}: StatGridProps) {
  const className = [
    'fr-stat-grid',
    stretch ? 'fr-stat-grid--stretch' : '',
    compact ? 'fr-stat-grid--compact' : '',
  ]
  return (
    <ul
      aria-label={label}
      className={className.filter(Boolean).join(' ')}
      // The one value a page sets: a custom property the stylesheet's grid reads.
      style={minColumn ? ({ '--fr-stat-min': minColumn } as React.CSSProperties) : undefined}
    >
      {cards.map((card) => (
        <StatCard key={card.title} {...card} testId={card.testId ?? testId} titleAs={titleAs} />
      ))}
    </ul>
  )
}

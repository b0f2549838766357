/** Statements for any dates on My giving, and the yearly statement e-mailed in January (issue #35). */
export const statementsCopy = {
  range: {
    heading: 'A statement for any dates',
    intro: 'Choose the first and last day (Lagos time); both days are included.',
    from: 'From',
    to: 'To',
    hint: 'As 2026-03-31 if your browser shows no calendar.',
    submit: 'Download statement (PDF)',
    /** The PDF's title and file name. */
    title: (from: string, to: string) => `Giving statement, ${from} to ${to}`,
    periodText: (from: string, to: string) => `${from} to ${to} (Lagos time)`,
    empty: (from: string, to: string) => `You made no gifts from ${from} to ${to}.`,
  },
  errors: {
    missing: 'Please choose both a first and a last day.',
    invalid: 'Please give each day as a date, for example 2026-03-31.',
    order: 'The first day must not be after the last day.',
    future: 'The last day cannot be after today.',
    tooEarly: 'Please choose a day from the year 2000 on.',
  },
  yearly: {
    subject: (siteName: string, year: number) => `${siteName}: your giving statement for ${year}`,
    greeting: (name: string | null) => (name ? `Dear ${name},` : 'Dear friend,'),
    body: (siteName: string, year: number, total: string, count: number) =>
      `Thank you for your gifts to ${siteName} in ${year}: ${count} ${count === 1 ? 'gift' : 'gifts'}, ${total} in all. Your statement for the year is attached as a PDF.`,
    link: 'You can also download it, with receipts for each gift, from My giving:',
    openLink: 'Open My giving',
  },
} as const

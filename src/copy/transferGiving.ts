/** The words of monthly giving by bank transfer (issue #35), shared by its pages, admin and tests. */
export const transferGivingCopy = {
  /** The donation form's choice, shown with the monthly option. */
  method: {
    legend: 'How will you give each month?',
    card: 'By card',
    transfer: 'By bank transfer',
    transferHint:
      'We will e-mail you an account number of your own. Every transfer into it is your gift, with a receipt.',
  },
  /** The page after the form: the account goes to the address only. */
  checkEmail: {
    title: 'Check your e-mail',
    description:
      'If the address you gave is yours, an e-mail with your own account number for giving by bank transfer is on its way, with the link to your My giving page.',
  },
  /** My giving. */
  account: {
    heading: 'Your account for giving by bank transfer',
    settingUp: 'Your account is being set up: it will be e-mailed to you in a few minutes.',
    bank: 'Bank',
    accountNumber: 'Account number',
    accountName: 'Account name',
    pledged: (amount: string) =>
      `You pledged ${amount} a month. Every transfer into this account is your gift.`,
  },
  review: {
    heading: 'Decide',
    record: 'Record as this donor’s gift',
    recordConfirm:
      'The transfer becomes a donation of the chosen transfer gift’s donor, and they are sent a receipt.',
    notGift: 'Not a gift',
    notGiftConfirm: 'The transfer is closed and recorded nowhere else.',
    reasonLabel: 'Why it is not a gift',
    failed: 'The transfer could not be decided.',
    recorded: 'Recorded as the donor’s gift; the receipt is on its way.',
    closed: 'Closed as not a gift.',
    decided: 'Someone has already decided this transfer.',
    chooseGift: 'Choose the donor’s transfer gift first.',
    giveReason: 'Say why it is not a gift.',
  },
  dashboard: {
    title: 'Transfers to review',
    note: (count: number) =>
      count === 0
        ? 'None waiting'
        : `${count} bank ${count === 1 ? 'transfer waits' : 'transfers wait'} for a decision`,
  },
} as const

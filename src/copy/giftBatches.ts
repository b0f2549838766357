/** Words of the gift batches (issue #35: offline gifts counted, entered and committed by two people). */
export const giftBatchesCopy = {
  singular: 'Gift batch',
  plural: 'Gift batches',
  description:
    'Offline gifts (cash, cheque, transfer to our account, POS) entered together. One person enters a batch; another with the right commits it, which records each gift as a donation.',
  status: { open: 'Waiting to be committed', committed: 'Committed' },
  methods: {
    cash: 'Cash',
    cheque: 'Cheque',
    bank_transfer: 'Transfer to our account',
    pos: 'POS',
  },
  amountWhole: 'Enter the amount in whole naira, more than ₦0.',
  phoneInvalid: 'Enter a valid phone number, such as 0803 123 4567.',
  receiptNeedsEmail: 'Add an e-mail address to send a receipt.',
  fundInactive: (name: string) => `“${name}” is not an active fund. Choose an active fund.`,
  noGifts: 'Add at least one gift.',
  committedFixed:
    'This batch is committed: its gifts are recorded as donations, so it cannot be changed or deleted.',
  commit: 'Commit batch',
  commitConfirm: (count: number, total: string) =>
    `Record the ${count === 1 ? 'gift' : `${count} gifts`} of this batch (${total}) as donations? A committed batch cannot be changed.`,
  committed: 'Batch committed: its gifts are recorded as donations.',
  notFound: 'This batch was not found.',
  alreadyCommitted: 'This batch has already been committed.',
  samePerson: 'You entered or changed this batch, so someone else with the right must commit it.',
  failedCommit: 'The batch could not be committed. Please try again.',
  ownBatchHint: 'You entered or last changed this batch: someone else must commit it.',
  giftFixed:
    'This gift was recorded from a committed batch: its amount and fund cannot be changed. A super admin may void it.',
  dashboard: {
    title: 'Gift batches waiting',
    note: 'entered, not yet committed',
  },
} as const

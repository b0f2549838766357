/** "I'll cover the fees" (issue #35): the donation form's choice and how the total is told. */
export const feesCopy = {
  coverFees: "I'll cover the fees",
  coverFeesHint:
    "Adds Paystack's card fee (1.5% + ₦100, no ₦100 under ₦2,500, at most ₦2,000) so that we receive all of your gift. You see the total before you pay.",
  /** '₦10,000 + ₦254 fees = ₦10,254' */
  withFees: (gift: string, fees: string, total: string) => `${gift} + ${fees} fees = ${total}`,
  /** A receipt's line under the amount paid. */
  receiptLabel: 'Fees you covered',
  receiptLine: (fees: string, gift: string) =>
    `${fees}, so that we received all of your ${gift} gift`,
} as const

/**
 * "I'll cover the fees" (issue #35): Paystack's published fee for a local (Nigerian) transaction,
 * and the total a donor pays so that the charity receives the whole gift. Paystack's pricing
 * (paystack.com/pricing; its help article "Pay with Card", paystack.helpscoutdocs.com/article/42,
 * and paystack.com/faqs, read 2026-11-29): 1.5% + ₦100; the ₦100 is waived for transactions under
 * ₦2,500; the fee is capped at ₦2,000. The server alone computes it (start.ts); the browser only
 * shows what the server answered. Client-safe and dependency-free.
 */
const PERCENT_IN_TENTHS = 15 // 1.5%
const FLAT_FEE_KOBO = 100_00 // ₦100
const FLAT_FEE_FROM_KOBO = 2_500_00 // the ₦100 applies from ₦2,500
const FEE_CAP_KOBO = 2_000_00 // ₦2,000

/**
 * Paystack's fee on a charge, in kobo, rounded up to the kobo (Paystack's own rounding is not
 * published: up is the side on which the charity still receives the gift).
 */
export const paystackFeeKobo = (chargeKobo: number): number => {
  const percent = Math.ceil((chargeKobo * PERCENT_IN_TENTHS) / 1000)
  const flat = chargeKobo >= FLAT_FEE_FROM_KOBO ? FLAT_FEE_KOBO : 0
  return Math.min(FEE_CAP_KOBO, percent + flat)
}

const receivedOf = (totalNaira: number) => totalNaira * 100 - paystackFeeKobo(totalNaira * 100)

/**
 * The smallest whole number of naira whose charge, less Paystack's fee, is at least the gift.
 * Whole naira, as every amount the site stores (the charity keeps the few kobo over). The fee
 * jumps by ₦100 at ₦2,500, so what the charity receives is not monotonic there: each side of the
 * jump is solved on its own and the smaller total that works is taken.
 */
export const totalCoveringFees = (giftNaira: number): { total: number; fees: number } => {
  const gift = giftNaira * 100
  const candidates = [
    // Under ₦2,500: 1.5% only.
    Math.ceil((gift * 1000) / (1000 - PERCENT_IN_TENTHS) / 100),
    // From ₦2,500: 1.5% + ₦100.
    Math.max(
      FLAT_FEE_FROM_KOBO / 100,
      Math.ceil(((gift + FLAT_FEE_KOBO) * 1000) / (1000 - PERCENT_IN_TENTHS) / 100),
    ),
    // Past the cap: a flat ₦2,000.
    (gift + FEE_CAP_KOBO) / 100,
  ]
  let total = Math.min(...candidates.filter((candidate) => receivedOf(candidate) >= gift))
  // Rounding up to the kobo can leave one naira short; step until it holds (at most once or twice).
  while (receivedOf(total) < gift) total++
  // A smaller total may work where the rounding of a candidate overshot.
  while (total > giftNaira && receivedOf(total - 1) >= gift) total--
  return { total, fees: total - giftNaira }
}

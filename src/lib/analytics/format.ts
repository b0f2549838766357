const counts = new Intl.NumberFormat('en-NG')
const percents = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 })

/** 12345 → '12,345' */
export const formatCount = (value: number): string => counts.format(value)

/** 12.5 → '12.5%', 30 → '30%', 0 → '0%' */
export const formatPercent = (value: number): string => `${percents.format(value)}%`

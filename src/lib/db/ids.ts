/** The largest id of a serial (int4) primary key: a larger number is no row, not a query to fail. */
export const MAX_ROW_ID = 2_147_483_647

/** Could this be one of our rows' ids? A larger or odd number is answered as not found, never a 500. */
export const isRowId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= MAX_ROW_ID

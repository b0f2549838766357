// The Recent Donors page and its CSV export under volume, for the admin benchmark (tests/bench/admin.mjs):
// seedDonations fills a migrated database with realistic donations in one SQL statement, and
// measureRecentDonors times the page and the full export against a running production build.
import { randomBytes } from 'node:crypto'

import { percentile } from './common.mjs'

const FIRST_NAMES = [
  'Chiamaka',
  'Ifeanyi',
  'Babatunde',
  'Musa',
  'Aisha',
  'Kelechi',
  'Funmilayo',
  'Tonye',
  'Ugochukwu',
  'Ngozi',
  'Emeka',
  'Yetunde',
  'Ọlá',
  'Adébáyọ̀',
  'Zainab',
  'Obinna',
  'Halima',
  'Segun',
  'Chioma',
  'Tunde',
]
const SURNAMES = [
  'Nwosu',
  'Obi',
  'Ogunleye',
  'Garba',
  'Danjuma',
  'Umeh',
  'Adeleke',
  'Ebikabowei',
  'Okeke',
  'Eze',
  'Bello',
  'Afolabi',
  'Fashola',
  'Okonkwo',
  'Ibrahim',
  'Adéyẹmí',
  'Yusuf',
  'Balogun',
  'Onyeka',
  'Akpan',
]
const ORGANIZATIONS = [
  'Grace Assembly Ikeja',
  'Shalom Motors Nigeria',
  'Agape Health Foundation',
  'Kingdom Builders Cooperative',
  'Covenant Insurance Brokers',
  'Lagos Mainland Foods Ltd',
  'Living Waters Parish',
  'Harvest Logistics, Kano',
]
const ORGANIZATION_TYPES = ['church', 'corporate', 'foundation', 'other', 'ngo']
/** Gifts cluster on round amounts; a few large ones dominate the total, as in real giving. */
const AMOUNTS = [
  1000, 2000, 2500, 5000, 5000, 10000, 10000, 15000, 20000, 25000, 50000, 50000, 100000, 250000,
  500000, 1500000,
]

/** SQL for an independent, repeatable pseudo-random non-negative number per row g and purpose k. */
const roll = (k) => `(hashint8extended(g, ${k}) & 9223372036854775807)`

const sqlArray = (values) =>
  `array[${values.map((value) => (typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`)).join(',')}]`

/**
 * Inserts `count` donations with a mix like the live site's: 80% completed (10% pending, 8% failed,
 * 2% refunded), 15% anonymous, 20% organizations, donors giving more than once (about 1.6 gifts per
 * e-mail), unique references, created over the past year. `client` is a connected `pg` Client on a
 * migrated database. Returns the number of completed donations inserted.
 */
export const seedDonations = async (client, count) => {
  const run = randomBytes(4).toString('hex')
  const donors = Math.max(1, Math.round(count / 1.6))
  const { rows } = await client.query(
    `with source as (
       select g,
         ${roll(1)} % 100 as status_roll,
         ${roll(2)} % 100 < 15 as anonymous,
         ${roll(3)} % 100 < 20 as organization,
         ${roll(4)} % 100 as amount_roll,
         ${roll(5)} % $2::bigint as donor
       from generate_series(1, $1::bigint) g
     ), inserted as (
       insert into donations (amount, currency, status, reference, donor_name, donor_email, donor_phone, donor_type,
         organization_name, contact_person, organization_type, church, is_christian, is_anonymous, show_publicly, completed_at, created_at, updated_at)
       select
         (${sqlArray(AMOUNTS)})[(1 + amount_roll % ${AMOUNTS.length})::int],
         'NGN',
         (case when status_roll < 80 then 'completed' when status_roll < 90 then 'pending' when status_roll < 98 then 'failed' else 'refunded' end)::enum_donations_status,
         'BENCH-' || $3 || '-' || g,
         (${sqlArray(FIRST_NAMES)})[(1 + donor % ${FIRST_NAMES.length})::int] || ' ' || (${sqlArray(SURNAMES)})[(1 + (donor / ${FIRST_NAMES.length}) % ${SURNAMES.length})::int],
         'donor' || donor || '@example.org',
         '+234 80' || (donor % 10) || ' ' || lpad(((donor * 7) % 1000)::text, 3, '0') || ' ' || lpad(((donor * 13) % 10000)::text, 4, '0'),
         (case when organization then 'organization' else 'individual' end)::enum_donations_donor_type,
         case when organization then (${sqlArray(ORGANIZATIONS)})[(1 + donor % ${ORGANIZATIONS.length})::int] end,
         case when organization then (${sqlArray(FIRST_NAMES)})[(1 + donor % ${FIRST_NAMES.length})::int] || ' ' || (${sqlArray(SURNAMES)})[(1 + donor % ${SURNAMES.length})::int] end,
         case when organization then ((${sqlArray(ORGANIZATION_TYPES)})[(1 + donor % ${ORGANIZATION_TYPES.length})::int])::enum_donations_organization_type end,
         case when not organization then 'Bench Chapel' end,
         'yes'::enum_donations_is_christian,
         anonymous,
         not anonymous,
         case when status_roll < 80 then created end,
         created,
         created
       from (select *, now() - (${roll(6)} % 31536000) * interval '1 second' as created from source) s
       returning status
     )
     select count(*) filter (where status = 'completed')::int as completed from inserted`,
    [count, donors, run],
  )
  await client.query('analyze donations')
  return rows[0].completed
}

const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  )

const timePage = async (url, headers) => {
  const started = performance.now()
  const response = await fetch(url, { headers })
  const html = await response.text()
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  if (!html.includes('Total Amount'))
    throw new Error(`${url}: the page has no stat cards (signed out?)`)
  return performance.now() - started
}

/** Streams the whole export: time to first and last byte, bytes, and CSV lines (the header and the BOM left out). */
const timeExport = async (url, headers, serverRssMb) => {
  // The server's memory, sampled while the file streams: it must not grow with the file.
  const rssBefore = serverRssMb?.() ?? null
  let rssPeak = rssBefore
  const sampler = serverRssMb
    ? setInterval(() => (rssPeak = Math.max(rssPeak, serverRssMb())), 25)
    : null
  const started = performance.now()
  const response = await fetch(url, { headers })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  const expected = Number(response.headers.get('x-total-count'))
  let firstByteMs = 0
  let bytes = 0
  let lines = 0
  for await (const chunk of response.body) {
    if (!firstByteMs) firstByteMs = performance.now() - started
    bytes += chunk.length
    // Quoted fields may hold a line feed; the bench's names do not, so every LF ends a record.
    for (const byte of chunk) if (byte === 10) lines++
  }
  const lastByteMs = performance.now() - started
  if (sampler) clearInterval(sampler)
  return { firstByteMs, lastByteMs, bytes, rows: lines - 1, expected, rssBefore, rssPeak }
}

/**
 * Times /admin/recent-donors (the default view, a search, a sort by name on a deep page; `runs` each,
 * median) and the full CSV export of every completed donation. `headers` authenticate a super admin
 * (Authorization: JWT …); `serverRssMb`, when given, reads the server's resident memory in MB.
 * Prints a table and returns the numbers.
 */
export const measureRecentDonors = async ({ base, headers, runs = 5, serverRssMb }) => {
  const pages = [
    ['default view (newest first)', ''],
    ['search "okeke"', '?q=okeke'],
    ['organizations by amount', '?type=organization&sort=amount_desc'],
    ['name A–Z, page 200', '?sort=donor_name_asc&page=200'],
  ]
  const pageResults = []
  for (const [name, search] of pages) {
    const url = `${base}/admin/recent-donors${search}`
    await timePage(url, headers) // the first request compiles and warms caches
    const times = []
    for (let i = 0; i < runs; i++) times.push(await timePage(url, headers))
    pageResults.push({
      request: `GET /admin/recent-donors ${name}`,
      runs,
      'median ms': Math.round(median(times)),
      'max ms': Math.round(Math.max(...times)),
    })
  }
  const csv = await timeExport(
    `${base}/api/admin/recent-donors.csv?anonymous=1`,
    headers,
    serverRssMb,
  )
  const seconds = csv.lastByteMs / 1000
  const megabytes = csv.bytes / 1024 / 1024
  const exportResult = {
    request: 'GET /api/admin/recent-donors.csv (all completed)',
    rows: csv.rows,
    'X-Total-Count': csv.expected,
    MB: Number(megabytes.toFixed(2)),
    'first byte ms': Math.round(csv.firstByteMs),
    'last byte ms': Math.round(csv.lastByteMs),
    'rows/s': Math.round(csv.rows / seconds),
    'MB/s': Number((megabytes / seconds).toFixed(1)),
    ...(csv.rssBefore === null
      ? {}
      : {
          'server RSS before MB': Math.round(csv.rssBefore),
          'server RSS peak MB': Math.round(csv.rssPeak),
        }),
  }
  console.log('\nRecent Donors page (server-rendered, median of runs):')
  console.table(pageResults)
  console.log('Recent Donors CSV export (streamed):')
  console.table([exportResult])
  if (csv.rows !== csv.expected)
    console.log(`FAIL the export streamed ${csv.rows} rows but announced ${csv.expected}`)
  return { pages: pageResults, export: exportResult }
}

// Placeholder for the donors part of `npm run bench:admin`, replaced by helper "donors"' version at
// merge. seedDonations: `count` completed donations over the last 365 days, in one statement.
export const seedDonations = async (client, count) => {
  await client.query(
    `insert into donations (amount, currency, status, reference, donor_name, donor_email, donor_type, completed_at, created_at, updated_at)
     select 1000 + (i * 7919) % 99000, 'NGN', 'completed', 'bench-donation-' || i, 'Bench Donor ' || i, 'donor' || (i % 20000) || '@example.org', 'individual',
       now() - (i::double precision / $1 * interval '365 days'), now() - (i::double precision / $1 * interval '365 days') - interval '3 minutes', now()
     from generate_series(1, $1::int) as i`,
    [count],
  )
}

export const measureRecentDonors = async () => {
  console.log('recent donors: not measured yet')
}

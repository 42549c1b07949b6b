import type pg from 'pg';
import { SERVICE_CATEGORIES } from '#shared/constants';
import * as words from './vocabulary';

// Set-based on purpose: one INSERT ... SELECT generate_series per table fills 430,000 rows in seconds,
// where row-by-row inserts would take minutes. Every value derives from the row number through a hash,
// so a rerun seeds the very same community.

export type SeedCounts = { profiles: number; projects: number; services: number };

// Seeded users never sign in, so any fixed text stands in for a password hash.
const PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2htYXJr$bm90LWEtcmVhbC1oYXNoLW5vdC1hLXJlYWw';

// Session-local helpers (pg_temp vanishes with the connection). pick draws words[i] with probability
// falling with i (u² skews u toward 0), so early words are common and late ones rare.
const HELPERS = `
create function pg_temp.pick(words text[], n bigint, salt bigint) returns text
  language sql immutable parallel safe
  return words[
    1 + floor(cardinality(words) * power((hashint8extended(n, salt) & 1048575) / 1048576.0, 2))::int
  ];
create function pg_temp.pick_some(words text[], n bigint, salt bigint, how_many int) returns text[]
  language sql immutable parallel safe
  return array(select distinct pg_temp.pick(words, n, salt * 100 + i) from generate_series(1, how_many) as i);
`;

// $1 count, $2 password hash, $3 first names, $4 last names, $5 skills, $6 cities, $7 audiences.
// The handle is a first name and the row number, which keeps it unique and lets projects find owners.
const SEED_PROFILES = `
with people as (
  select n, pg_temp.pick($3::text[], n, 1) as first_name from generate_series(1, $1::bigint) as n
), made as (
  insert into users (email, email_verified_at, password_hash, signup_username, created_at)
  select 'bench' || n || '@example.test', now(), $2, first_name || n, now() - ($1 - n) * interval '10 minutes'
  from people
  returning id, signup_username, created_at
), numbered as (
  select id, signup_username, created_at, substring(signup_username from '[0-9]+$')::bigint as n from made
)
insert into profiles (user_id, handle, display_name, bio, location, skills, hireable, created_at)
select id, signup_username,
  initcap(substring(signup_username from '^[a-z]+')) || ' ' || pg_temp.pick($4::text[], n, 2),
  'I do ' || lower(pg_temp.pick($5::text[], n, 3)) || ' for ' || pg_temp.pick($7::text[], n, 4)
    || ' from ' || pg_temp.pick($6::text[], n, 5) || '.',
  pg_temp.pick($6::text[], n, 5),
  pg_temp.pick_some($5::text[], n, 6, 2 + (hashint8extended(n, 7) & 3)::int),
  (hashint8extended(n, 8) & 1023) < 300,
  created_at
from numbered`;

// $1 count, $2 profile count, $3 adjectives, $4 things, $5 openers, $6 purposes, $7 audiences,
// $8 technologies, $9 extras. Owners are spread by hash: about 3 projects each, some with none.
const SEED_PROJECTS = `
with owners as (
  select id, substring(handle from '[0-9]+$')::bigint as k from profiles where handle ~ '^[a-z]+[0-9]+$'
)
insert into projects (owner_id, title, slug, summary, stack, published, created_at)
select owners.id,
  pg_temp.pick($3::text[], n, 11) || ' ' || pg_temp.pick($4::text[], n, 12),
  'project-' || n,
  pg_temp.pick($5::text[], n, 13) || ' ' || lower(pg_temp.pick($4::text[], n, 14)) || ' '
    || pg_temp.pick($6::text[], n, 15) || ' ' || pg_temp.pick($7::text[], n, 16) || '. Built with '
    || pg_temp.pick($8::text[], n, 17) || ' and ' || pg_temp.pick($9::text[], n, 18) || '.',
  pg_temp.pick_some($8::text[], n, 19, 1 + (hashint8extended(n, 20) & 3)::int),
  n % 10 <> 0,
  now() - ($1 - n) * interval '3 minutes'
from generate_series(1, $1::bigint) as n
join owners on owners.k = 1 + (hashint8extended(n, 21) & 2147483647) % $2`;

// $1 count, $2 profile count, $3 adjectives, $4 things, $5 audiences, $6 openers, $7 purposes,
// $8 technologies, $9 extras, $10 categories. All active, spread over the owners by hash like projects.
// The values keep to the table's checks: titles of 18 to 50 characters, descriptions of about 100 to
// 160 (the fixed tail keeps them over 50), a price exactly when the pricing is not custom, a
// three-letter currency, a positive delivery time.
const SEED_SERVICES = `
with owners as (
  select id, substring(handle from '[0-9]+$')::bigint as k from profiles where handle ~ '^[a-z]+[0-9]+$'
), drawn as (
  select n, (array['fixed', 'hourly', 'custom'])[1 + n % 3] as pricing_type
  from generate_series(1, $1::bigint) as n
)
insert into services (profile_id, title, description, category, pricing_type, price_amount, currency,
  delivery_time, contact_methods, created_at)
select owners.id,
  pg_temp.pick($3::text[], n, 31) || ' ' || pg_temp.pick($4::text[], n, 32) || ' for '
    || pg_temp.pick($5::text[], n, 33),
  pg_temp.pick($6::text[], n, 34) || ' ' || lower(pg_temp.pick($4::text[], n, 35)) || ' '
    || pg_temp.pick($7::text[], n, 36) || ' ' || pg_temp.pick($5::text[], n, 37) || ', made with '
    || pg_temp.pick($8::text[], n, 38) || ' and ' || pg_temp.pick($9::text[], n, 39)
    || '. Revisions included until you are happy.',
  pg_temp.pick($10::text[], n, 40),
  pricing_type,
  case when pricing_type <> 'custom' then 20 + (hashint8extended(n, 41) & 511) end,
  (array['EUR', 'USD', 'GBP'])[1 + n % 3],
  1 + (hashint8extended(n, 42) & 31)::int,
  '[{"type": "Email", "required": true}]'::jsonb,
  now() - ($1 - n) * interval '30 minutes'
from drawn
join owners on owners.k = 1 + (hashint8extended(n, 43) & 2147483647) % $2`;

// One creator in twenty carries the verified badge, so the roles subquery of public_profiles finds some.
const SEED_ROLES = `
insert into user_roles (user_id, role)
select user_id, 'verified' from profiles where substring(handle from '[0-9]+$')::bigint % 20 = 0`;

/** Fills a fresh, migrated database with creators, projects and services; answers the seconds it took. */
export async function seedBenchData(pool: pg.Pool, counts: SeedCounts): Promise<number> {
  const started = performance.now();
  const client = await pool.connect();
  try {
    await client.query(HELPERS);
    await client.query(SEED_PROFILES, [
      counts.profiles,
      PASSWORD_HASH,
      words.FIRST_NAMES,
      words.LAST_NAMES,
      words.SKILLS,
      words.CITIES,
      words.AUDIENCES,
    ]);
    await client.query(SEED_PROJECTS, [
      counts.projects,
      counts.profiles,
      words.ADJECTIVES,
      words.THINGS,
      words.OPENERS,
      words.PURPOSES,
      words.AUDIENCES,
      words.TECHNOLOGIES,
      words.EXTRAS,
    ]);
    await client.query(SEED_SERVICES, [
      counts.services,
      counts.profiles,
      words.ADJECTIVES,
      words.THINGS,
      words.AUDIENCES,
      words.OPENERS,
      words.PURPOSES,
      words.TECHNOLOGIES,
      words.EXTRAS,
      SERVICE_CATEGORIES,
    ]);
    await client.query(SEED_ROLES);
    // What autovacuum would do in time: planner statistics, visibility map, GIN pending lists flushed.
    await client.query('vacuum analyze');
  } finally {
    client.release();
  }
  return (performance.now() - started) / 1000;
}

/** Handles of seeded creators in a scattered order, for requests that should not all hit one page. */
export async function sampleHandles(pool: pg.Pool, count: number): Promise<string[]> {
  const result = await pool.query<{ handle: string }>(
    'select handle from profiles where handle is not null order by md5(handle) limit $1',
    [count],
  );
  return result.rows.map((row) => row.handle);
}

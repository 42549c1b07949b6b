import type pg from 'pg';
import { FACTORY_PASSWORD } from '#server/seed/factories';
import { hashPassword } from '#server/security/passwords';
import { seedBenchData } from '../bench/seed';
import { SEED_COUNTS } from './settings';

export type Member = { userId: string; email: string; handle: string };
export type Community = {
  /** Verified creators who all sign in with FACTORY_PASSWORD. */
  members: Member[];
  /** Published projects of public profiles: anyone signed in may comment on them. */
  projectIds: string[];
  /** Active services of public profiles, with their seller, whom a request must not come from. */
  services: { id: string; sellerUserId: string }[];
};

/**
 * Seeds the bench's community at a small scale (same set-based SQL, so searches find the same words),
 * then gives every account one real password hash: the bench's seed has users who never sign in.
 */
export async function seedCommunity(pool: pg.Pool): Promise<{ community: Community; seconds: number }> {
  const started = performance.now();
  const existing = await pool.query<{ count: string }>('select count(*) from profiles');
  if (Number(existing.rows[0]?.count) > 0) throw new Error('the stress test seeds an empty database only');
  await seedBenchData(pool, SEED_COUNTS);
  await pool.query('update users set password_hash = $1', [await hashPassword(FACTORY_PASSWORD)]);

  const members = await pool.query<Member>(
    `select u.id as "userId", u.email, p.handle from users u join public_profiles p on p.user_id = u.id
     where u.email_verified_at is not null order by u.email`,
  );
  const projects = await pool.query<{ id: string }>(
    `select pr.id from projects pr join public_profiles p on p.id = pr.owner_id where pr.published`,
  );
  const services = await pool.query<{ id: string; sellerUserId: string }>(
    `select s.id, p.user_id as "sellerUserId" from services s join public_profiles p on p.id = s.profile_id
     where s.active and s.contact_methods @> '[{"type": "Email"}]'`,
  );
  const community = {
    members: members.rows,
    projectIds: projects.rows.map((row) => row.id),
    services: services.rows,
  };
  if (community.members.length < 2 || !community.projectIds.length || !community.services.length) {
    throw new Error('the seed left no members, projects or services to load');
  }
  return { community, seconds: (performance.now() - started) / 1000 };
}

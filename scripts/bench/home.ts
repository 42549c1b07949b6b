// A member's home and a public collection in npm run bench (docs/decisions/0052): a member who
// follows 1,000 of the seeded creators, and a public collection of 200 projects of many creators.
import type pg from 'pg';

export const FOLLOWED_CREATORS = 1_000;
export const COLLECTION_PROJECTS = 200;

/** Seeds the member's follows and the collection; answers the member and the collection's id. */
export async function seedBenchHome(pool: pg.Pool) {
  const member = await pool.query<{ user_id: string }>(
    "select user_id from profiles where handle is not null order by md5(handle || 'home') limit 1",
  );
  const memberId = member.rows[0]?.user_id;
  if (!memberId) throw new Error('the bench has no member for a home');
  await pool.query(
    `insert into follows (follower_id, following_id)
     select $1, user_id from profiles
     where handle is not null and user_id <> $1
     order by md5(handle || 'follow') limit $2`,
    [memberId, FOLLOWED_CREATORS],
  );
  const collection = await pool.query<{ id: string }>(
    `insert into collections (owner_id, kind, name, is_public) values ($1, 'named', 'Bench picks', true)
     returning id`,
    [memberId],
  );
  const collectionId = collection.rows[0]?.id;
  if (!collectionId) throw new Error('the bench collection was not made');
  await pool.query(
    `insert into collection_items (collection_id, project_id, saved_by, created_at)
     select $1, id, $2, now() - row_number() over () * interval '1 minute'
     from (select id from projects where published order by md5(id::text) limit $3) picked`,
    [collectionId, memberId, COLLECTION_PROJECTS],
  );
  await pool.query('analyze follows, collections, collection_items');
  return { memberId, collectionId };
}

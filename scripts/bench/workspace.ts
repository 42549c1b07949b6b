// The request workspace of npm run bench: a request with a long thread (200 messages, 20 of them
// with a file) and a quote of two milestones, opened by its requester (docs/decisions/0051).
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '#server/db/client';
import * as schema from '#server/db/schema/index';
import { createRequestEntries, createRequestQuote, createServiceRequest } from '#server/seed/factories';

export const WORKSPACE_MESSAGES = 200;
export const WORKSPACE_FILES = 20;

/** Seeds the request on a service of the bench's data, requested by a member who does not sell it. */
export async function seedBenchWorkspace(pool: pg.Pool) {
  const db = drizzle(pool, { schema }) as unknown as Database;
  const { rows } = await pool.query<{ service_id: string; profile_id: string; seller_id: string }>(
    `select s.id as service_id, s.profile_id, p.user_id as seller_id
       from services s join profiles p on p.id = s.profile_id where s.active limit 1`,
  );
  const service = rows[0];
  if (!service) throw new Error('the bench has no service to request');
  const requester = await pool.query<{ user_id: string }>(
    'select user_id from profiles where id <> $1 and handle is not null limit 1',
    [service.profile_id],
  );
  const requesterId = requester.rows[0]?.user_id;
  if (!requesterId) throw new Error('the bench has no member to request a service');
  const request = await createServiceRequest(
    db,
    { id: service.service_id, profileId: service.profile_id },
    requesterId,
    { status: 'accepted' },
  );
  await createRequestQuote(db, request.id, { status: 'accepted' }, ['Sketches', 'Final artwork']);
  await createRequestEntries(
    db,
    request.id,
    [requesterId, service.seller_id],
    WORKSPACE_MESSAGES,
    WORKSPACE_FILES,
  );
  await pool.query('analyze request_entries, request_files, request_quotes, request_milestones');
  return { requestId: request.id, requesterId };
}

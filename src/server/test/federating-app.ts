import { makeMissingActorKeys } from '#server/features/federation/index';
import { createCreator } from '#server/seed/factories';
import { startActivityPubPeer, type ActivityPubPeer } from './activitypub-peer';
import { buildTestApp, type TestApp } from './build-test-app';
import type { MemberClient } from './clients';

/** The address the federating test app answers at: what its actors, posts and keys are named by. */
export const FEDERATING_URL = 'https://atelier.example';
const ACTIVITY_JSON = 'application/activity+json';

/**
 * A test app that federates, letting its fetches and deliveries reach this machine's addresses, and
 * a peer (not Atelier's code) that reads the app's documents through the app itself.
 */
export async function startFederatingApp(): Promise<{ testApp: TestApp; peer: ActivityPubPeer }> {
  const testApp = await buildTestApp({
    config: { publicUrl: FEDERATING_URL, federation: { enabled: true, allowPrivateAddresses: true } },
  });
  const peer = await startActivityPubPeer({
    username: 'alex',
    fetchDocument: async (url) =>
      (await testApp.visitor().get(new URL(url).pathname, { accept: ACTIVITY_JSON })).json(),
  });
  return { testApp, peer };
}

/** A creator who is an actor (their keys made, as the sweep makes them), signed in, and their actor's address. */
export async function federatingCreator(
  testApp: TestApp,
  overrides: Parameters<typeof createCreator>[1] = {},
): Promise<{ creator: Awaited<ReturnType<typeof createCreator>>; member: MemberClient; actor: string }> {
  const creator = await createCreator(testApp.db, overrides);
  const member = await testApp.as(creator);
  await makeMissingActorKeys(testApp.db);
  return { creator, member, actor: `${FEDERATING_URL}/ap/users/${creator.user.id}` };
}

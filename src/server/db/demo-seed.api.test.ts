import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { nextClientAddress } from '../test/sign-in';
import { hasDemoCommunity, seedDemoCommunity } from './demo-seed';
import { FACTORY_PASSWORD } from './factories';

describe('the demo community', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  const signIn = (password: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'adaokafor@demo.atelier.test', password },
      remoteAddress: nextClientAddress(),
    });

  it('[ATTACKER] cannot sign in as a demo creator with a password written in the repository', async () => {
    const summary = await seedDemoCommunity(harness.db, { creators: 3, password: 'Chosen-At-Seed-Time-1' });
    expect(summary.creators).toBe(3);
    expect(await hasDemoCommunity(harness.db)).toBe(true);
    expect((await signIn(FACTORY_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('Chosen-At-Seed-Time-1')).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { hasDemoCommunity, seedDemoCommunity } from './demo-seed';
import { FACTORY_PASSWORD } from './factories';

describe('the demo community', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const signIn = (password: string) =>
    testApp.visitor().post('/api/auth/sign-in', { email: 'adaokafor@demo.atelier.test', password });

  it('[ATTACKER] cannot sign in as a demo creator with a password written in the repository', async () => {
    const summary = await seedDemoCommunity(testApp.db, { creators: 3, password: 'Chosen-At-Seed-Time-1' });
    expect(summary.creators).toBe(3);
    expect(await hasDemoCommunity(testApp.db)).toBe(true);
    expect((await signIn(FACTORY_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('Chosen-At-Seed-Time-1')).statusCode).toBe(200);
  });
});

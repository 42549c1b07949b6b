import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createCreator } from '#server/seed/factories';
import { buildTestApp, type TestApp } from './build-test-app';
import type { ApiClient, TestUser } from './clients';

export type CreatorClients = {
  testApp: TestApp;
  /** The creator whose own things the file is about. */
  owner: TestUser;
  /** The owner, signed in from a fresh client address for each test. */
  user: ApiClient;
  visitor: ApiClient;
};

/**
 * The setup of a test file about one creator's own things (their images, their links): a fresh
 * app with one creator, that creator's client and a visitor's. Read the fields inside tests; they
 * are filled in by the hooks.
 */
export function useCreatorClients(): CreatorClients {
  const clients = {} as CreatorClients;
  beforeAll(async () => {
    clients.testApp = await buildTestApp();
    clients.owner = (await createCreator(clients.testApp.db)).user;
  });
  beforeEach(async () => {
    clients.user = await clients.testApp.as(clients.owner);
    clients.visitor = clients.testApp.visitor();
  });
  afterAll(() => clients.testApp.close());
  return clients;
}

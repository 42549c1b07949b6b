import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBan, createCreator } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import { AI_CRAWLERS } from './ai-crawlers';

const PUBLIC_URL = 'https://atelier.example';

/**
 * RFC 9309's matching: a crawler follows the group that names it, else `*`'s; in it, the longest
 * pattern that matches the path wins; `*` is any text, `$` the end.
 */
function isAllowed(robots: string, path: string, agent = '*'): boolean {
  const groups = robots.split(/\n\n+/).map((group) => {
    const lines = group.split('\n');
    const agents = lines.flatMap((line) => /^User-agent:\s*(\S+)$/.exec(line)?.[1]?.toLowerCase() ?? []);
    const rules = lines
      .map((line) => /^(Allow|Disallow):\s*(\S+)$/.exec(line))
      .filter((match) => match !== null)
      .map(([, kind, pattern = '']) => ({ allow: kind === 'Allow', pattern }));
    return { agents, rules };
  });
  const group =
    groups.find(({ agents }) => agents.includes(agent.toLowerCase())) ??
    groups.find(({ agents }) => agents.includes('*'));
  const matches = (pattern: string) => {
    const anchored = pattern.endsWith('$');
    const body = (anchored ? pattern.slice(0, -1) : pattern)
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    return new RegExp(`^${body}${anchored ? '$' : ''}`).test(path);
  };
  const longest = (group?.rules ?? [])
    .filter((rule) => matches(rule.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length || Number(b.allow) - Number(a.allow))[0];
  return longest?.allow ?? true;
}

describe('GET /robots.txt', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ config: { publicUrl: PUBLIC_URL } });
  });
  afterAll(() => testApp.close());

  it('[VISITOR] names the sitemap by the configured public address, cached briefly', async () => {
    const response = await testApp.visitor().get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(/^User-agent: \*\n/);
    expect(response.body).toContain(`\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`);
  });

  it('[VISITOR] lets crawlers read the public pages, profiles, projects, services and assets', async () => {
    const robots = (await testApp.visitor().get('/robots.txt')).body;
    for (const path of [
      '/',
      '/explore?q=loom',
      '/people',
      '/services',
      '/services/0b6a8c1e-2f4d-4c5e-9a7b-3d2e1f0a9b8c',
      '/privacy',
      '/terms',
      '/ada',
      '/ada/loom-study',
      // A public collection's page, below the member's own list.
      '/collections/0b6a8c1e-2f4d-4c5e-9a7b-3d2e1f0a9b8c',
      // Handles that begin as a private screen's name does.
      '/newton',
      '/settingsfan',
      '/adminton',
      '/authorone',
      '/assets/index-abc.css',
      '/uploads/covers/abc.webp',
      '/sitemap.xml',
    ]) {
      expect(isAllowed(robots, path), path).toBe(true);
    }
  });

  it('[VISITOR] keeps crawlers out of the API and the private screens', async () => {
    const robots = (await testApp.visitor().get('/robots.txt')).body;
    for (const path of [
      '/api/health',
      '/api/profiles/ada',
      '/settings',
      '/settings?tab=account',
      '/admin',
      '/admin/',
      '/messages?with=ada',
      '/service-requests',
      '/new',
      '/services/new',
      '/services/0b6a8c1e-2f4d-4c5e-9a7b-3d2e1f0a9b8c/edit',
      '/projects/0b6a8c1e-2f4d-4c5e-9a7b-3d2e1f0a9b8c/edit',
      '/auth',
      '/login?next=%2Fsettings',
      '/verify-email?token=abc',
      '/verify-mfa',
      '/reset-password?token=abc',
      '/recover-account',
      '/onboarding',
      '/confirm-email?token=abc',
      '/unsubscribe?u=1&k=2&s=3',
      '/banned',
      '/warning',
      '/feedback',
      '/drafts',
      '/collections',
      '/collections/saved',
    ]) {
      expect(isAllowed(robots, path), path).toBe(false);
    }
  });

  it('[VISITOR] keeps every known AI crawler off all but the pages and files of members who let AI train on their work', async () => {
    const open = await createCreator(testApp.db, { handle: 'openwork', allowAiTraining: true });
    const reserved = await createCreator(testApp.db, { handle: 'keptwork' });
    // A banned member's profile is not public: robots.txt names no page of theirs.
    const banned = await createCreator(testApp.db, { handle: 'gonework', allowAiTraining: true });
    await createBan(testApp.db, banned.user.id);
    const robots = (await testApp.visitor().get('/robots.txt')).body;
    const file = (userId: string) => `/uploads/covers/${userId}/cover-1-ab.webp`;
    expect(AI_CRAWLERS).toContain('GPTBot');
    for (const agent of AI_CRAWLERS) {
      expect(isAllowed(robots, '/openwork', agent), agent).toBe(true);
      expect(isAllowed(robots, '/openwork/loom-study', agent), agent).toBe(true);
      expect(isAllowed(robots, file(open.user.id), agent), agent).toBe(true);
      for (const path of ['/', '/explore', '/keptwork', '/keptwork/loom', '/openworker', '/gonework']) {
        expect(isAllowed(robots, path, agent), `${agent} ${path}`).toBe(false);
      }
      expect(isAllowed(robots, file(reserved.user.id), agent), agent).toBe(false);
    }
    // Search engines and link previews go on as before.
    for (const agent of ['Googlebot', 'bingbot', 'facebookexternalhit', 'Applebot']) {
      expect(isAllowed(robots, '/keptwork', agent), agent).toBe(true);
      expect(isAllowed(robots, file(reserved.user.id), agent), agent).toBe(true);
    }
  });
});

import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// How a feature plugs into the app (src/server/feature-kit/feature.ts), shown failing: the jobs floor names its
// own job only, a feature declares its job's payload beside its worker (docs/how-to/job.md), and it
// reaches the app's parts through appDeps(app) (docs/how-to/api-route.md).
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root, ignore: false });

const ruleIdsOf = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId);
};
const featureJob = [
  "declare module '#server/jobs/job-queue' {",
  '  interface JobPayloads {',
  "    'comment-replies': { projectId: string; link: string };",
  '  }',
  '}',
  '',
  'export {};',
  '',
].join('\n');

describe('the plug-in rule', () => {
  it("refuses a feature's job named on the jobs floor", async () => {
    expect(await ruleIdsOf(featureJob, 'src/server/jobs/fixture.ts')).toContain('no-restricted-syntax');
  }, 60_000);

  it('refuses JobPayloads as a type alias on the jobs floor, which no feature could merge into', async () => {
    const code =
      "import type { OutgoingMail } from '#server/mail/mailer';\n\nexport type JobPayloads = { mail: OutgoingMail };\n";
    expect(await ruleIdsOf(code, 'src/server/jobs/fixture.ts')).toContain('no-restricted-syntax');
  }, 60_000);

  it("accepts the same job declared in its feature's folder", async () => {
    expect(await ruleIdsOf(featureJob, 'src/server/features/comments/fixture.ts')).toEqual([]);
  }, 60_000);
});

describe("a feature's way to the app's parts", () => {
  const routes = (imports: string[], reachDatabase: string) =>
    [
      "import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';",
      ...imports,
      '',
      'export const fixtureRoutes: FastifyPluginAsyncZod = async (app) => {',
      `  const { db } = ${reachDatabase};`,
      "  app.get('/', async () => db.execute('select 1'));",
      '};',
      '',
    ].join('\n');

  it('refuses a route reaching the database through the Fastify decoration', async () => {
    const code = routes([], 'app.database');
    expect(await ruleIdsOf(code, 'src/server/features/blocks/fixture.ts')).toContain('no-restricted-syntax');
  }, 60_000);

  it('accepts appDeps(app)', async () => {
    const code = routes(["import { appDeps } from '#server/feature-kit/app-deps';"], 'appDeps(app)');
    expect(await ruleIdsOf(code, 'src/server/features/blocks/fixture.ts')).toEqual([]);
  }, 60_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { folderGraph, loopsOf } from '../../../scripts/folder-graph.mjs';

// The server's floors (docs/architecture.md), shown failing: lint and the folder graph must refuse these.
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root, ignore: false });

const ruleIdsOf = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId);
};
const importing = (specifier: string, name: string) =>
  `import { ${name} } from '${specifier}';\n\nexport const x = ${name};\n`;

describe('lint refuses', () => {
  it("a feature importing another feature's internals, even along an allowed edge", async () => {
    const code = importing('#server/features/projects/detail', 'getProjectDetail');
    expect(await ruleIdsOf(code, 'src/server/features/reports/fixture.ts')).toContain(
      'import-x/no-restricted-paths',
    );
  }, 60_000);

  it('a feature importing one it does not depend on, even through its index', async () => {
    const code = importing('#server/features/auth/index', 'cookieNames');
    expect(await ruleIdsOf(code, 'src/server/features/stats/fixture.ts')).toContain(
      'import-x/no-restricted-paths',
    );
  }, 60_000);

  it('db/ or a lower floor importing a feature, and a plugin reaching into one', async () => {
    const fromDb = importing('#server/features/auth/index', 'cookieNames');
    expect(await ruleIdsOf(fromDb, 'src/server/db/fixture.ts')).toContain('import-x/no-restricted-paths');
    const fromPolicy = importing('#server/wiring/authentication', 'registerAuthentication');
    expect(await ruleIdsOf(fromPolicy, 'src/server/policy/fixture.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    const fromPlugin = importing('#server/features/auth/sessions', 'findSessionUser');
    expect(await ruleIdsOf(fromPlugin, 'src/server/wiring/fixture.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    // app.ts too plugs a feature in through its index.ts (feature-kit/feature.ts), never its routes.ts.
    const routes = importing('#server/features/comments/routes', 'commentRoutes');
    expect(await ruleIdsOf(routes, 'src/server/wiring/fixture.ts')).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsOf(routes, 'src/server/app.ts')).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('AppError from anywhere but errors.ts', async () => {
    const code = "export { AppError } from '#server/errors';\n";
    expect(await ruleIdsOf(code, 'src/server/feature-kit/fixture.ts')).toContain('no-restricted-syntax');
  }, 60_000);

  it('but not a feature using a lower floor and the index of a feature it depends on', async () => {
    const code = [
      "import { AppError } from '#server/errors';",
      "import { requireUser } from '#server/feature-kit/request-user';",
      "import { getProjectDetail } from '#server/features/projects/index';",
      "import { notify } from '#server/features/notifications/index';",
      '',
      'export const x = [AppError, requireUser, getProjectDetail, notify];',
      '',
    ].join('\n');
    expect(await ruleIdsOf(code, 'src/server/features/comments/fixture.ts')).toEqual([]);
  }, 60_000);
});

describe('the folder graph', () => {
  const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-graph-'));
  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    fs.writeFileSync(path.join(fixture, file), text);
  };

  it('finds a loop between folders, through any number of them', () => {
    write('db/client.ts', "import { x } from '#server/features/a/index';\nexport const y = x;\n");
    write('features/a/index.ts', "export { x } from './x';\n");
    write('features/a/x.ts', "import { z } from '../b/z';\nexport const x = z;\n");
    write('features/b/z.ts', "import { y } from '#server/db/client';\nexport const z = y;\n");
    expect(loopsOf(folderGraph(fixture))).toEqual([['db', 'features/a', 'features/b']]);
  });

  it('finds none in the server', () => {
    expect(loopsOf(folderGraph(path.join(root, 'src/server')))).toEqual([]);
  });
});

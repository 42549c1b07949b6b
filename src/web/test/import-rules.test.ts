import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import rules of docs/how-to/web-feature.md, shown failing: lint must refuse these.
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root, ignore: false });

const ruleIdsOf = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId);
};

describe('lint refuses', () => {
  it('a feature importing another feature', async () => {
    const code =
      "import { useMyServices } from '#web/features/services/api/services';\n\nexport const x = useMyServices;\n";
    expect(await ruleIdsOf(code, 'src/web/features/projects/pages/fixture.tsx')).toContain(
      'import-x/no-restricted-paths',
    );
  }, 60_000);

  it('components/ or lib/ importing a feature, and a feature importing the app layer', async () => {
    const fromComponents =
      "import { useMyServices } from '#web/features/services/api/services';\n\nexport const x = useMyServices;\n";
    expect(await ruleIdsOf(fromComponents, 'src/web/components/ui/fixture.tsx')).toContain(
      'import-x/no-restricted-paths',
    );
    const fromFeature = "import { router } from '#web/app/router';\n\nexport const x = router;\n";
    expect(await ruleIdsOf(fromFeature, 'src/web/features/projects/pages/fixture.tsx')).toContain(
      'import-x/no-restricted-paths',
    );
  }, 60_000);

  it('a form built without useApiForm', async () => {
    const code = "import { useForm } from 'react-hook-form';\n\nexport const x = useForm;\n";
    expect(await ruleIdsOf(code, 'src/web/features/reports/components/fixture.tsx')).toContain(
      'no-restricted-imports',
    );
  }, 60_000);

  it('a feature component refreshing queries itself, outside its api/ hooks', async () => {
    const code =
      "import { useQueryClient } from '@tanstack/react-query';\n\nexport const x = useQueryClient;\n";
    expect(await ruleIdsOf(code, 'src/web/features/messages/components/fixture.tsx')).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIdsOf(code, 'src/web/features/messages/api/fixture.ts')).toEqual([]);
  }, 60_000);

  it('an import cycle', async () => {
    const [result] = await eslint.lintFiles([path.join(root, 'src/web/test/fixtures/cycle-a.ts')]);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  }, 60_000);

  it('but not a feature importing components/, lib/, #shared and itself', async () => {
    const code = [
      "import { Button } from '#web/components/ui/button';",
      "import { apiRequest } from '#web/lib/api-client';",
      "import { PRODUCT_NAME } from '#shared/constants';",
      "import { useProject } from '../api/projects';",
      '',
      'export const x = [Button, apiRequest, PRODUCT_NAME, useProject];',
      '',
    ].join('\n');
    expect(await ruleIdsOf(code, 'src/web/features/projects/pages/fixture.tsx')).toEqual([]);
  }, 60_000);
});

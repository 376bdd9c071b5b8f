import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The rules the project's ESLint configuration reports on a planted file (the fixtures are skipped by `npm run lint`). */
async function lintRules(file: string): Promise<(string | null)[]> {
  const eslint = new ESLint({ cwd: root, ignore: false });
  const [result] = await eslint.lintFiles([join(root, file)]);
  return result.messages.map((message) => message.ruleId);
}

describe('lint', () => {
  it('reports a hook called under a condition', async () => {
    expect(await lintRules('tests/fixtures/lint/conditionalHook.tsx')).toEqual(['react-hooks/rules-of-hooks']);
  });

  it('reports an explicit any', async () => {
    expect(await lintRules('tests/fixtures/lint/explicitAny.ts')).toEqual(['@typescript-eslint/no-explicit-any']);
  });

  it("reports react-admin's Button taken directly rather than the one that keeps a label on a phone", async () => {
    expect(await lintRules('tests/fixtures/lint/reactAdminButton.tsx')).toEqual(['no-restricted-imports']);
  });
});

describe('format check', () => {
  it("fails on a file not in the formatter's style and passes once it is formatted", async () => {
    const file = join(root, 'tests/fixtures/format/misformatted.ts');
    const options = { ...(await prettier.resolveConfig(file)), filepath: file };
    const source = readFileSync(file, 'utf8');
    expect(await prettier.check(source, options)).toBe(false);
    expect(await prettier.check(await prettier.format(source, options), options)).toBe(true);
  });
});

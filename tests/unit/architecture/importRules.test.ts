import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** A miniature of the repository's layout with one planted violation per rule. */
const plantedRoot = join(root, 'tests/fixtures/imports');

/** The project's import rules applied to the planted tree, as `rule: from → to`. */
async function plantedViolations(): Promise<string[]> {
  const options = await extractDepcruiseOptions(join(root, '.dependency-cruiser.js'));
  const { output } = await cruise(['resources', 'src', 'server', 'sandbox'], { ...options, baseDir: plantedRoot });
  return (output as ICruiseResult).summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`).sort();
}

describe('import rules', () => {
  it('fail on each planted violation, and only on those', async () => {
    expect(await plantedViolations()).toEqual([
      'resources-are-pure-data: resources/orders.ts → server/db/connection.ts',
      'sandbox-imports-nothing-of-ours: sandbox/index.ts → resources/products.ts',
      'server-not-to-src: server/main.ts → src/i18n/messages.ts',
      'server-plumbing-imports-no-feature: server/db/migrate.ts → server/catalogue/catalogueFeature.ts',
      'server-plumbing-skips-the-feature-list: server/tasks/worker.ts → server/features.ts',
      'src-not-to-server: src/main.ts → server/app.ts',
      'src-plumbing-imports-no-feature: src/layout/Menu.tsx → src/catalogue/feature.ts',
    ]);
  });
});

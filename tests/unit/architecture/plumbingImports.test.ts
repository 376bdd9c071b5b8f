import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedModules, plumbingViolations, scanPlumbing, srcRootFrom } from './plumbingImports';

describe('plumbing imports no feature', () => {
  it('no file of src/app, providers, i18n, layout or schema-ui imports a feature or the feature list', () => {
    const { files, violations } = scanPlumbing(srcRootFrom(fileURLToPath(import.meta.url)));
    expect(files).toBeGreaterThan(30);
    expect(violations).toEqual([]);
  });

  it('finds static, multi-line, re-exported, side-effect and dynamic imports', () => {
    const source = [
      "import { a } from './a';",
      'import {',
      '  b,',
      "  type C,",
      "} from '../b';",
      "export { d } from \"./d\";",
      "import './styles.css';",
      "const Page = lazy(() => import('../e/Page'));",
      "const text = 'not an import';",
    ].join('\n');
    expect(importedModules(source)).toEqual(['./a', '../b', './d', './styles.css', '../e/Page']);
  });

  it('bites on a planted import of a feature, of the feature list and of a feature by dynamic import', () => {
    const planted = [
      "import { NotificationBell } from '../notifications';",
      "import { features } from '../features';",
      "import type { TaskCalls } from '../tasks/taskCalls';",
      "const Sheet = lazy(() => import('../marketplaces/mercadolibre/publications/PublicationSheet'));",
    ].join('\n');
    expect(plumbingViolations('layout/AppBar.tsx', planted)).toEqual([
      '../notifications',
      '../features',
      '../tasks/taskCalls',
      '../marketplaces/mercadolibre/publications/PublicationSheet',
    ]);
  });

  it('allows packages, other plumbing folders, its own folder and the shared declarations', () => {
    const allowed = [
      "import { Menu } from 'react-admin';",
      "import { useFeatures } from '../app/FeaturesContext';",
      "import type { HttpClient } from '../providers/httpClient';",
      "import { SessionGate } from './SessionGate';",
      "import { listLimits } from '../../resources';",
    ].join('\n');
    expect(plumbingViolations('layout/Layout.tsx', allowed)).toEqual([]);
  });
});

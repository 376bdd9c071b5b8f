import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The globals a planted file uses that a part's tsconfig does not know. */
function unknownNames(config: string, file: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(root, config), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
    },
  });
  if (!parsed) throw new Error(`${config} could not be read`);
  const program = ts.createProgram([join(root, file)], parsed.options);
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => /Cannot find name '(\w+)'/.exec(ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '))?.[1] ?? 'other error')
    .sort();
}

describe('each part type-checks with its own globals', () => {
  it('resources see neither Node nor the DOM', () => {
    expect(unknownNames('tsconfig.resources.json', 'tests/fixtures/types/resources.ts')).toEqual(['document', 'process']);
  });

  it('src sees the DOM and not Node', () => {
    expect(unknownNames('tsconfig.src.json', 'tests/fixtures/types/src.ts')).toEqual(['process']);
  });

  it('server and sandbox see Node and not the DOM', () => {
    expect(unknownNames('tsconfig.server.json', 'tests/fixtures/types/server.ts')).toEqual(['document']);
  });
});

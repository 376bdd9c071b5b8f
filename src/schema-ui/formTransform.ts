import type { RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import { parseTags } from './tagsFormat';

/**
 * Turns form values into what the API expects: tags text into arrays, and an empty password into
 * "no change" (passwords are write-only: the field starts empty and is sent only when typed).
 */
export const toWireValues =
  (declaration: ResourceDeclaration) =>
  (data: Partial<RaRecord>): Partial<RaRecord> => {
    const result: Record<string, unknown> = { ...data };
    for (const [name, field] of Object.entries(declaration.fields)) {
      if (!(name in result)) continue;
      if (field.kind === 'tags') result[name] = parseTags(result[name]);
      if (field.kind === 'password' && (result[name] === '' || result[name] === null || result[name] === undefined)) {
        delete result[name];
      }
    }
    return result;
  };

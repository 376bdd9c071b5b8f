import { FunctionField, type RaRecord } from 'react-admin';
import { resourceByName } from '../../resources';
import { recordTitle } from './recordTitle';

/** Inside a reference field: the referenced record, named as its declaration names its records; nothing for an undeclared one. */
export const RecordTitleField = ({ reference }: { readonly reference: string }) => {
  const declaration = resourceByName(reference);
  return declaration ? <FunctionField render={(record: RaRecord) => recordTitle(declaration, record)} /> : null;
};

import { SchemaCreate } from './SchemaCreate';
import { SchemaEdit } from './SchemaEdit';
import { SchemaList } from './SchemaList';
import { SchemaShow } from './SchemaShow';

/** The generic screens by react-admin screen name, each drawn from the declaration alone. */
export const schemaScreens = { list: SchemaList, create: SchemaCreate, edit: SchemaEdit, show: SchemaShow } as const;

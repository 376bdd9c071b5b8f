export { SchemaCreate } from './SchemaCreate';
export { SchemaEdit } from './SchemaEdit';
export { SchemaInput } from './SchemaInput';
export { SchemaList } from './SchemaList';
export { schemaFilters } from './schemaFilters';
export { SchemaShow } from './SchemaShow';
export { useCrudNotifications } from './useCrudNotifications';
export { useVersionConflict } from './useVersionConflict';

import { declare } from './types';

export const users = declare({
  name: 'usuarios',
  table: 'users',
  path: 'api/usuarios/',
  key: 'id',
  fields: {
    first_name: { kind: 'string', required: true, max: 80, sortable: true },
    last_name: { kind: 'string', required: true, max: 80, sortable: true },
    name: { kind: 'string', max: 160, sortable: true },
    email: { kind: 'email', required: true, max: 254, unique: true, sortable: true },
    password: { kind: 'password', min: 8, max: 128 },
    date_joined: { kind: 'datetime', readOnly: true, auto: 'createdAt', sortable: true },
    groups: { kind: 'tags', max: 20 },
    status: { kind: 'enum', values: ['active', 'disabled'], default: 'active', filterable: true, sortable: true },
    tms: { kind: 'datetime', readOnly: true, auto: 'updatedAt' },
  },
  list: ['first_name', 'last_name', 'email', 'date_joined', 'status'],
  search: ['first_name', 'last_name', 'name', 'email'],
  sort: { field: 'id', order: 'ASC' },
  title: 'email',
});

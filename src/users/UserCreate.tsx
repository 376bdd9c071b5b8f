import { users as declaration } from '../../resources/users';
import { SchemaCreate, SchemaInput } from '../schema-ui';

/** A new user needs a first password; the declaration leaves it optional because edits may omit it. */
export const UserCreate = () => (
  <SchemaCreate
    declaration={declaration}
    inputs={{
      password: <SchemaInput key="password" resource="usuarios" source="password" field={declaration.fields.password} isRequired />,
    }}
  />
);

export default UserCreate;

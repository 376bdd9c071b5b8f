import { users as declaration } from '../../resources/users';
import { SchemaEdit, SchemaInput } from '../schema-ui';
import { UserStatusToggleButton } from './UserStatusToggleButton';

/** The password starts empty: typing one is an administrator's reset, leaving it empty keeps it. */
export const UserEdit = () => (
  <SchemaEdit
    declaration={declaration}
    actions={<UserStatusToggleButton variant="outlined" />}
    inputs={{
      password: (
        <SchemaInput key="password" resource="usuarios" source="password" field={declaration.fields.password} helperText="app.users.password_reset_help" />
      ),
    }}
  />
);

export default UserEdit;

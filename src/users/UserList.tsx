import { users as declaration } from '../../resources/users';
import { SchemaList } from '../schema-ui';
import { UserBulkDisableButton } from './UserBulkDisableButton';
import { UserStatusToggleButton } from './UserStatusToggleButton';

export const UserList = () => <SchemaList declaration={declaration} bulkActions={<UserBulkDisableButton />} rowActions={<UserStatusToggleButton />} />;

export default UserList;

import Avatar from '@mui/material/Avatar';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { Logout, UserMenu, useGetIdentity, useTranslate } from 'react-admin';

const AVATAR = '/avatars/avatar-1.svg';

/** Profile menu: the fixed administrator label (every signed-in user is one), the user's name, logout. */
export const AppUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <UserMenu icon={<Avatar src={AVATAR} alt="" sx={{ width: 32, height: 32 }} />}>
      <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
        <ListItemText primary={translate('app.user_menu.role')} secondary={identity?.fullName} />
      </MenuItem>
      <Logout />
    </UserMenu>
  );
};

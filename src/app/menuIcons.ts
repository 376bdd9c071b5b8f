import AccountTreeIcon from '@mui/icons-material/AccountTree';
import CategoryIcon from '@mui/icons-material/Category';
import InventoryIcon from '@mui/icons-material/Inventory';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PeopleIcon from '@mui/icons-material/PeopleAlt';
import ReceiptIcon from '@mui/icons-material/Receipt';
import StoreIcon from '@mui/icons-material/Store';
import ViewListIcon from '@mui/icons-material/ViewList';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import type { ComponentType } from 'react';

/** Declarations are pure data, so their menu hint names an icon; these are the names it may use. */
const menuIcons: Readonly<Record<string, ComponentType>> = {
  account_tree: AccountTreeIcon,
  category: CategoryIcon,
  inventory: InventoryIcon,
  local_shipping: LocalShippingIcon,
  people: PeopleIcon,
  receipt: ReceiptIcon,
  store: StoreIcon,
  warehouse: WarehouseIcon,
};

/** The icon a menu hint names; a generic list icon for a missing or unknown name. */
export const menuIconNamed = (name: string | undefined): ComponentType => (name ? menuIcons[name] : undefined) ?? ViewListIcon;

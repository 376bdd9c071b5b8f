import ListSubheader from '@mui/material/ListSubheader';
import type { ReactElement } from 'react';
import { Menu, type TranslateFunction, useSidebarState, useTranslate } from 'react-admin';
import { menuEntriesOf } from '../app/composeFeatures';
import type { MenuSection, RegistryEntry } from '../app/feature';
import { useFeatures } from '../app/FeaturesContext';
import { SidebarDisplayName } from './SidebarDisplayName';

const menuSections: readonly MenuSection[] = ['general', 'erp', 'ecommerce'];

/** Where a menu entry leads; one with neither URL nor submenus goes to /404. */
export const menuTarget = (entry: RegistryEntry): string => entry.to ?? '/404';

/**
 * The menu's rows for these entries, a submenu as its heading followed by its own rows. A flat array,
 * never fragments: MUI's menu list chooses the row that takes the focus among its direct children.
 */
function menuRows(entries: readonly RegistryEntry[], translate: TranslateFunction, depth = 0): ReactElement[] {
  return entries.flatMap((entry) => {
    const label = translate(entry.label, { smart_count: 2 });
    if (entry.children?.length)
      return [
        <ListSubheader key={entry.id} sx={{ pl: 2 + depth * 2, lineHeight: '32px', background: 'none' }}>
          {label}
        </ListSubheader>,
        ...menuRows(entry.children, translate, depth + 1),
      ];
    const Icon = entry.icon;
    return [<Menu.Item key={entry.id} to={menuTarget(entry)} primaryText={label} leftIcon={<Icon />} sx={{ pl: 2 + depth * 2 }} />];
  });
}

/** Side menu built from the features' entries, grouped under GENERAL, ERP and E-COMMERCE; empty sections are hidden. */
export const AppMenu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const registry = menuEntriesOf(useFeatures());
  return (
    <Menu>
      <SidebarDisplayName />
      {menuSections.flatMap((section) => {
        const entries = registry.filter((entry) => entry.section === section);
        if (entries.length === 0) return [];
        const heading = (
          <ListSubheader key={`section:${section}`} sx={{ lineHeight: '36px', fontWeight: 700, background: 'none' }}>
            {translate(`app.menu.sections.${section}`)}
          </ListSubheader>
        );
        return [...(open ? [heading] : []), ...menuRows(entries, translate)];
      })}
    </Menu>
  );
};

import ListSubheader from '@mui/material/ListSubheader';
import { Fragment } from 'react';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { menuEntriesOf } from '../app/composeFeatures';
import type { MenuSection, RegistryEntry } from '../app/feature';
import { useFeatures } from '../app/FeaturesContext';
import { SidebarDisplayName } from './SidebarDisplayName';

const menuSections: readonly MenuSection[] = ['general', 'erp', 'ecommerce'];

/** Where a menu entry leads; one with neither URL nor submenus goes to /404. */
export const menuTarget = (entry: RegistryEntry): string => entry.to ?? '/404';

const MenuEntry = ({ entry, depth = 0 }: { entry: RegistryEntry; depth?: number }) => {
  const translate = useTranslate();
  const Icon = entry.icon;
  const label = translate(entry.label, { smart_count: 2 });
  if (entry.children?.length) {
    return (
      <>
        <ListSubheader sx={{ pl: 2 + depth * 2, lineHeight: '32px', background: 'none' }}>{label}</ListSubheader>
        {entry.children.map((child) => (
          <MenuEntry key={child.id} entry={child} depth={depth + 1} />
        ))}
      </>
    );
  }
  return <Menu.Item to={menuTarget(entry)} primaryText={label} leftIcon={<Icon />} sx={{ pl: 2 + depth * 2 }} />;
};

/** Side menu built from the features' entries, grouped under GENERAL, ERP and E-COMMERCE; empty sections are hidden. */
export const AppMenu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const registry = menuEntriesOf(useFeatures());
  return (
    <Menu>
      <SidebarDisplayName />
      {menuSections.map((section) => {
        const entries = registry.filter((entry) => entry.section === section);
        if (entries.length === 0) return null;
        return (
          <Fragment key={section}>
            {open && (
              <ListSubheader sx={{ lineHeight: '36px', fontWeight: 700, background: 'none' }}>{translate(`app.menu.sections.${section}`)}</ListSubheader>
            )}
            {entries.map((entry) => (
              <MenuEntry key={entry.id} entry={entry} />
            ))}
          </Fragment>
        );
      })}
    </Menu>
  );
};

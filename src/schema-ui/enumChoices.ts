import type { FieldDeclaration } from '../../resources';

/** An enum field's values as choices whose names are i18n keys (`resources.<name>.values.<field>.<value>`). */
export const enumChoices = (resource: string, source: string, field: FieldDeclaration) =>
  (field.values ?? []).map((value) => ({ id: value, name: `resources.${resource}.values.${source}.${value}` }));

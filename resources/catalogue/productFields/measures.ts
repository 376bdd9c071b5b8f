import type { FieldDeclaration } from '../../types';

const measure = { kind: 'number', min: 0, max: 1e9 } as const;
/** Power of ten of the base unit, as the ERP stores it (0 = kg or m, -3 = g or mm). */
const units = { kind: 'integer', min: -9, max: 9 } as const;

/** Physical measures, each with its unit. */
export const measureFields = {
  net_measure: measure,
  net_measure_units: units,
  weight: measure,
  weight_units: units,
  length: measure,
  length_units: units,
  width: measure,
  width_units: units,
  height: measure,
  height_units: units,
  surface: measure,
  surface_units: units,
  volume: measure,
  volume_units: units,
} satisfies Record<string, FieldDeclaration>;

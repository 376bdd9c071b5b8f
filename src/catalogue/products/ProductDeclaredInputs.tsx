import type { FieldDeclaration } from '../../../resources';
import { SchemaInput } from '../../schema-ui';

type DeclaredGroup = Readonly<Record<string, FieldDeclaration>>;

interface ProductDeclaredInputsProps {
  /** A group of the declaration (resources/catalogue/productFields/*). */
  readonly fields: DeclaredGroup;
  /** Fields of the group the form shows with its own inputs or elsewhere. */
  readonly except?: readonly string[];
}

/** The fields of a group the seller may write, in declaration order. */
export const writableSources = (fields: DeclaredGroup, except: readonly string[] = []): string[] =>
  Object.entries(fields)
    .filter(([source, field]) => !field.readOnly && !except.includes(source))
    .map(([source]) => source);

/** The generic input of every writable field of a group, in declaration order. */
export const ProductDeclaredInputs = ({ fields, except = [] }: ProductDeclaredInputsProps) => (
  <>
    {writableSources(fields, except).map((source) => (
      <SchemaInput key={source} resource="productos" source={source} field={fields[source]} />
    ))}
  </>
);

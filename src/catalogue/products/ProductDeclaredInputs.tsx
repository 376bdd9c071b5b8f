import type { FieldDeclaration } from '../../../resources';
import { SchemaInput } from '../../schema-ui';

interface ProductDeclaredInputsProps {
  /** A group of the declaration (resources/catalogue/productFields/*). */
  readonly fields: Readonly<Record<string, FieldDeclaration>>;
  /** Fields of the group the tab shows with its own inputs. */
  readonly except?: readonly string[];
}

/** The generic input of every writable field of a group, in declaration order. */
export const ProductDeclaredInputs = ({ fields, except = [] }: ProductDeclaredInputsProps) => (
  <>
    {Object.entries(fields)
      .filter(([source, field]) => !field.readOnly && !except.includes(source))
      .map(([source, field]) => (
        <SchemaInput key={source} resource="productos" source={source} field={field} />
      ))}
  </>
);

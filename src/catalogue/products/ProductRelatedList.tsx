import { Datagrid, Pagination, ReferenceManyField } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources';
import { EmptyList } from '../../schema-ui/EmptyList';
import { SchemaField } from '../../schema-ui/SchemaField';

/** A child collection of the product (its own resource with `product_id`) as a paged reference list; empty, it says so. */
export const ProductRelatedList = ({ declaration }: { readonly declaration: ResourceDeclaration }) => (
  <ReferenceManyField
    reference={declaration.name}
    target="product_id"
    sort={declaration.sort}
    perPage={5}
    pagination={<Pagination rowsPerPageOptions={[5, 10, 25]} />}
    empty={<EmptyList create={false} />}
  >
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyList create={false} />}>
      {declaration.list
        .filter((source) => source !== 'product_id')
        .map((source) => {
          const field = declaration.fields[source];
          return field ? <SchemaField key={source} resource={declaration.name} source={source} field={field} /> : null;
        })}
    </Datagrid>
  </ReferenceManyField>
);

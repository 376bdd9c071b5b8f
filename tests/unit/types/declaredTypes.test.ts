import { describe, expectTypeOf, it } from 'vitest';
import type { RecordOf } from '../../../resources';
import type { orders } from '../../../resources/catalogue/orders';
import type { products } from '../../../resources/catalogue/products';
import type { users } from '../../../resources/users';
import type { Tables } from '../../../server/db/tables';
import type { Generated } from 'kysely';

// Checked by the type checker (`npm run typecheck`): a wrong derivation fails the build.
describe('types derived from declarations', () => {
  it('a record has its key and id, narrowed enums, null unless required, lists of json items, no password', () => {
    type Order = RecordOf<typeof orders>;
    expectTypeOf<Order['rowid']>().toEqualTypeOf<number>();
    expectTypeOf<Order['id']>().toEqualTypeOf<number>();
    expectTypeOf<Order['status']>().toEqualTypeOf<'draft' | 'validated' | 'cancelled' | null>();
    expectTypeOf<Order['client_id']>().toEqualTypeOf<number>();
    expectTypeOf<NonNullable<Order['lines']>[number]['quantity']>().toEqualTypeOf<number>();
    expectTypeOf<NonNullable<Order['lines']>[number]['discount']>().toEqualTypeOf<number | null>();
    expectTypeOf<RecordOf<typeof users>>().not.toHaveProperty('password');
    expectTypeOf<RecordOf<typeof products>['tosell']>().toEqualTypeOf<boolean | null>();
  });

  it('a declared table has a generated key and stored columns only, booleans as integers', () => {
    expectTypeOf<Tables['orders']['rowid']>().toEqualTypeOf<Generated<number>>();
    expectTypeOf<Tables['orders']['status']>().toEqualTypeOf<'draft' | 'validated' | 'cancelled' | null>();
    expectTypeOf<Tables['orders']>().not.toHaveProperty('lines');
    expectTypeOf<Tables['products']['tosell']>().toEqualTypeOf<number | null>();
    expectTypeOf<Tables['products']['images']>().toEqualTypeOf<string | null>();
  });

  it('a feature table is typed from its table declaration: defaults may be left out, not-null columns are not null', () => {
    expectTypeOf<Tables['notifications']['seen']>().toEqualTypeOf<Generated<number>>();
    expectTypeOf<Tables['notifications']['user_id']>().toEqualTypeOf<number>();
    expectTypeOf<Tables['mercadolibre_inbox']['locked_by']>().toEqualTypeOf<string | null>();
    expectTypeOf<Tables['upload_chunks']['session_id']>().toEqualTypeOf<string>();
    expectTypeOf<Tables['auth_sessions']['previous_hash']>().toEqualTypeOf<string | null>();
  });
});

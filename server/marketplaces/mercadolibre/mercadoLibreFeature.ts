import type { AppContext } from '../../context';
import { conflict } from '../../http/errors';
import type { AccountRepository, AccountRow } from './accountRepository';
import { CatalogLookups } from './catalogLookups';
import { OrderRecordingsInHand } from './orderRecordingsInHand';
import { ClaimRepository } from './claimRepository';
import type { MercadoLibreConnector } from './mercadoLibreConnector';
import { PublicationRepository } from './publicationRepository';
import { ProductSource } from './productSource';
import { QuestionRepository } from './questionRepository';

/** Everything the MercadoLibre routes, tasks and webhooks share. */
export interface MercadoLibreFeature {
  context: AppContext;
  connector: MercadoLibreConnector;
  accounts: AccountRepository;
  publications: PublicationRepository;
  questions: QuestionRepository;
  claims: ClaimRepository;
  products: ProductSource;
  lookups: CatalogLookups;
  /** The orders this process is recording as sales, one at a time per order, shared by the notifications of one change. */
  ordersInHand: OrderRecordingsInHand;
  /** The account to act on: the given one, else the active one; 409 when none is connected. */
  accountFor(accountId?: number | null): Promise<AccountRow>;
}

export function createMercadoLibreFeature(context: AppContext, connector: MercadoLibreConnector): MercadoLibreFeature {
  const accounts = connector.accounts;
  return {
    context,
    connector,
    accounts,
    publications: new PublicationRepository(context.database.db),
    questions: new QuestionRepository(context.database.db),
    claims: new ClaimRepository(context.database.db),
    products: new ProductSource(context.database.db),
    lookups: new CatalogLookups(connector),
    ordersInHand: new OrderRecordingsInHand(),
    async accountFor(accountId) {
      const account = accountId ? await accounts.get(accountId) : await accounts.active();
      if (!account) throw conflict('No hay una cuenta de Mercado Libre conectada y activa').worded('mercadolibre_account_not_connected');
      return account;
    },
  };
}

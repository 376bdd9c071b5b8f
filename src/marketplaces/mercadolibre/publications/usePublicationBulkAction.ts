import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate, useUnselect } from 'react-admin';
import type { TaskRecord } from '../../../../resources/tasks';
import { failureReason } from '../../../schema-ui/serverReason';
import { useNotifyFailure } from '../../../schema-ui/useNotifyFailure';
import { useActiveMercadoLibreAccount, useMarketplaceAccountNames } from '../../accounts/useMarketplaceAccounts';
import type { MarketplaceDataProvider } from '../../marketplaceDataProvider';
import { TaskCreatedToast } from '../../TaskCreatedToast';
import { publicationsResource } from './publicationsResource';
import { selectionByAccount, type AccountSelection } from './selectionByAccount';

export type PublicationBulkMethod = 'validateMany' | 'publishMany' | 'pauseMany' | 'resumeMany' | 'deleteManyOnMercadoLibre' | 'deleteManyHere';

interface SentCall {
  readonly selection: AccountSelection;
  readonly outcome: PromiseSettledResult<TaskRecord>;
}

interface Refusal {
  readonly selection: AccountSelection;
  readonly reason: unknown;
}

/**
 * The bulk action on the selected publications, never one call per record: one call per account
 * of the selection, since each answers with the one task that does the work on its account. The toast
 * names every task created and links to /tareas; a call refused is told with its account and the
 * server's reason, and its publications stay selected to try again. The list is reloaded.
 */
export const usePublicationBulkAction = (method: PublicationBulkMethod) => {
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const { selectedIds, data } = useListContext();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const translate = useTranslate();
  const { nameOf } = useMarketplaceAccountNames('mercadolibre');
  const activeAccount = useActiveMercadoLibreAccount();
  const unselect = useUnselect(publicationsResource);
  const queryClient = useQueryClient();

  /** "No se pudo crear la tarea de la cuenta OUTLET_MX: <the server's reason>". */
  const failureLine = ({ selection, reason }: Refusal) => {
    const account = nameOf(selection.accountId ?? activeAccount?.id);
    const why = failureReason(reason, translate);
    return account
      ? translate('app.marketplace_tasks.create_error_for_account', { account, reason: why })
      : translate('app.notification.failed_with_reason', { failure: translate('app.marketplace_tasks.create_error'), reason: why });
  };

  const tell = (sent: readonly SentCall[]) => {
    const taskIds = sent.flatMap(({ outcome }) => (outcome.status === 'fulfilled' ? [outcome.value.id] : []));
    const refused = sent.flatMap(({ selection, outcome }) => (outcome.status === 'rejected' ? [{ selection, reason: outcome.reason as unknown }] : []));
    if (refused.length === 0) notify(createElement(TaskCreatedToast, { taskIds }), { type: 'success' });
    // A selection of one account keeps the one failure message of any action.
    else if (sent.length === 1) notifyFailure('app.marketplace_tasks.create_error', refused[0].reason);
    else notify(createElement(TaskCreatedToast, { taskIds, failures: refused.map(failureLine) }), { type: taskIds.length > 0 ? 'warning' : 'error' });
  };

  const { mutate, isPending } = useMutation({
    mutationFn: async (selections: AccountSelection[]): Promise<SentCall[]> => {
      const outcomes = await Promise.allSettled(selections.map((selection) => dataProvider[method](selection.ids)));
      return selections.map((selection, index) => ({ selection, outcome: outcomes[index] }));
    },
    onSuccess: (sent) => {
      tell(sent);
      unselect(sent.flatMap(({ selection, outcome }) => (outcome.status === 'fulfilled' ? selection.ids : [])));
      void queryClient.invalidateQueries({ queryKey: [publicationsResource] });
    },
  });
  return { run: () => mutate(selectionByAccount(selectedIds, data)), isPending };
};

import type { PublicationTaskResult, ValidationIssue } from '../../../resources/mercadolibre/contract';
import { taskTypes, type TaskType } from '../../../resources/tasks';
import { ApiError } from '../../http/errors';
import type { TaskHandler, TaskItemContext } from '../../tasks/taskHandlers';
import { reasonParams } from './causeSentences';
import { AccountDisconnectedError, isTransientMarketplaceError, MercadoLibreError } from './mercadoLibreErrors';
import type { MercadoLibreFeature } from './mercadoLibreFeature';
import { namingRejection } from './namedRejections';
import type { Publication } from './publicationRepository';
import { publicationNameParams } from './publicationGuards';
import { runAsTask } from './publicationEventOrigin';
import { importAllItems } from './publicationImport';
import { publishPublication } from './publicationPublishing';
import { changeStatus, deleteOnMarketplace, pushStock } from './publicationStatusActions';
import { noCategory, validateProduct, validatePublication } from './publicationValidation';
import { marketplaceSpokenNames } from '../shared/marketplaceNames';

type ByPublication = { publicationId: number };
type ByProduct = { productId: number };

const resultOf = (publication: Publication, extra: Partial<PublicationTaskResult> = {}): PublicationTaskResult => ({
  publication_id: publication.id,
  ...publicationNameParams(publication),
  status: publication.status,
  ...extra,
});

/** The marketplace's own reason becomes the item's reason; transient failures keep their error for the retry logic. */
async function withReason<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof MercadoLibreError && !error.transient) {
      throw new ApiError(422, 'marketplace_rejected', error.reason).worded(error.detail.key, error.detail.params);
    }
    throw error;
  }
}

/** A validation that found errors fails its item with them: MercadoLibre's words inside our sentence (a lone cause we word, in our words too), or ours when it suggested no category. */
function validationRefusal(errors: readonly ValidationIssue[]): ApiError {
  const reason = errors.map((issue) => issue.message).join('; ');
  const refusal = new ApiError(422, 'listing_invalid', reason);
  return errors.length === 1 && errors[0] === noCategory
    ? refusal.worded('no_category_suggested')
    : refusal.worded('marketplace_answered', {
        marketplace: marketplaceSpokenNames.mercadolibre,
        ...reasonParams(reason, errors.length === 1 ? errors[0].detail : undefined),
      });
}

/** An item's run; MercadoLibre's refusal names the publication or product the item acts on, so its reason reads on its own. */
async function namingRejections<T>(payload: unknown, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw namingRejection(payload, error);
  }
}

function handler<Payload>(run: (payload: Payload, context: TaskItemContext) => Promise<unknown>): TaskHandler<Payload> {
  return {
    // The request budget paces the account; more items in flight only queue on it.
    concurrency: 4,
    runItem: (item, context) => runAsTask(context.task.id, () => namingRejections(item.payload, () => withReason(() => run(item.payload, context)))),
    isTransient: (error) => isTransientMarketplaceError(error) && !(error instanceof AccountDisconnectedError),
    retryAfterMs: (error) => (error instanceof MercadoLibreError ? error.retryAfterMs : undefined),
  };
}

/** Handlers of the task types the MercadoLibre bulk calls create. */
export function registerPublicationTasks(feature: MercadoLibreFeature): void {
  const { tasks } = feature.context;
  const publication = (payload: ByPublication) => feature.publications.get(payload.publicationId);
  const byPublication = (type: TaskType, run: (found: Publication, rerun: boolean, signal: AbortSignal) => Promise<Publication | PublicationTaskResult>) =>
    tasks.registerHandler(
      type,
      handler<ByPublication>(async (payload, context) => {
        const done = await run(await publication(payload), context.attempt > 1, context.signal);
        return 'publication_id' in done ? done : resultOf(done);
      }),
    );

  tasks.registerHandler(
    taskTypes.validatePublications,
    handler<ByProduct>(async (payload, context) => {
      const answer = await validateProduct(feature, payload.productId, undefined, context.task.accountId ?? undefined);
      if (!answer.valid) throw validationRefusal(answer.errors);
      return resultOf(answer.publication, { valid: true });
    }),
  );
  byPublication(taskTypes.validatePublicationsAgain, async (found) => {
    const answer = await validatePublication(feature, found);
    if (!answer.valid) throw validationRefusal(answer.errors);
    return resultOf(await feature.publications.get(found.id), { valid: true });
  });
  byPublication(taskTypes.publish, (found, rerun, signal) => publishPublication(feature, found, { rerun, signal }));
  // The seller asks for the selection to end paused (or active): those already so are done as they are.
  byPublication(taskTypes.pausePublications, (found) => changeStatus(feature, found, 'pause', { reachedIsDone: true }));
  byPublication(taskTypes.reactivatePublications, (found) => changeStatus(feature, found, 'resume', { reachedIsDone: true }));
  byPublication(taskTypes.deleteMarketplacePublications, (found, rerun) => deleteOnMarketplace(feature, found, { rerun }));
  byPublication(taskTypes.syncStock, (found) => pushStock(feature, found));
  tasks.registerHandler(
    taskTypes.deletePlatformPublications,
    handler<ByPublication>(async (payload) => {
      const found = await feature.publications.find(payload.publicationId);
      if (found) await feature.publications.remove(found.id);
      return { publication_id: payload.publicationId, status: 'removed' };
    }),
  );
  tasks.registerHandler(
    taskTypes.syncPublications,
    handler<{ accountId: number }>((payload, context) => importAllItems(feature, payload.accountId, context.signal)),
  );
}

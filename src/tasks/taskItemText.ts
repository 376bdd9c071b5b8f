import type { TranslateFunction } from 'react-admin';
import type { TaskItemRecord } from '../../resources/tasks';
import { publicationSheetPath } from '../../resources/mercadolibre/contract';
import { productPaths } from '../catalogue/products/productPaths';
import { productName } from '../i18n/productName';
import { publicationName } from '../i18n/publicationName';
import { itemReasonText } from '../i18n/sentenceText';
import { taskResultText } from './taskResultText';

/**
 * What was done for an item that is done, else why it failed (nothing while it waits its turn), beside
 * what the item acts on (`subjectOfItem`, its card's title or its row's column), which it does not name
 * again: a publication's status alone, a refusal by its cause alone. A publication the item did not
 * act on (the one a validation by product made) is named.
 */
export const outcomeText = (item: TaskItemRecord, translate: TranslateFunction) => {
  if (item.status !== 'done') return itemReasonText(item.error, item.error_detail, translate);
  const subject = subjectOfItem(item, translate);
  return taskResultText(item.result, translate, subject?.heading === 'publication' ? subject.id : undefined);
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What an item acts on, under its column's heading, and the page that shows it (none once the item removed it). */
export interface ItemSubject {
  readonly heading: 'product' | 'publication';
  readonly id: unknown;
  readonly name: string;
  readonly path?: string;
}

/**
 * What an item acts on, as the seller sees it in the lists, under its column's heading: a product to
 * validate (there is no publication yet when it is asked for) by its reference and name as recorded;
 * a publication as recorded when the task was asked for (title, MercadoLibre id), with the
 * MercadoLibre id its run gave it; none when the item is about neither. Items with a publication are
 * Mercado Libre's (Amazon's tasks act on products or on many listings at once).
 */
export const subjectOfItem = (item: TaskItemRecord, translate: TranslateFunction): ItemSubject | undefined => {
  const payload = isRecord(item.payload) ? item.payload : {};
  const result = isRecord(item.result) ? item.result : {};
  if (payload.productId !== undefined)
    return {
      heading: 'product',
      id: payload.productId,
      name: productName({ id: payload.productId, ...payload }, translate),
      path: productPaths.sheet(payload.productId as number),
    };
  const id = payload.publicationId ?? result.publication_id;
  if (id === undefined) return undefined;
  return {
    heading: 'publication',
    id,
    name: publicationName({ id, title: payload.title ?? result.title, ml_id: result.ml_id ?? payload.ml_id }, translate),
    path: result.status === 'removed' ? undefined : publicationSheetPath(Number(id)),
  };
};

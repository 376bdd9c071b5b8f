import type { MessageParams } from '../../../resources/messageDetail';
import { ApiError } from '../../http/errors';
import { spokenName } from './publicationGuards';
import { spokenProductName } from './productSource';

/** The codes of an item's failure that is MercadoLibre refusing it (an action, a validation). */
const rejectionCodes = new Set(['marketplace_rejected', 'listing_invalid']);

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * What a task item acts on, as its payload recorded it when the task was asked for: a publication
 * (title, MercadoLibre id) or the product of a validation by product (name, reference). Its values
 * are named apart (`publicationTitle`…) beside the refusal's own, which may use `id` for something else.
 */
function subjectOf(payload: unknown): { spoken: string; key: 'publication_rejected' | 'product_rejected'; params: MessageParams } | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { publicationId, title, ml_id, productId, label, ref } = payload as Record<string, unknown>;
  if (typeof publicationId === 'number') {
    const named = { id: publicationId, title: text(title), ml_id: text(ml_id) };
    const params = { publicationId, ...(named.title ? { publicationTitle: named.title } : {}), ...(named.ml_id ? { publicationMlId: named.ml_id } : {}) };
    return { spoken: `Publicación ${spokenName(named)}`, key: 'publication_rejected', params };
  }
  if (typeof productId === 'number') {
    const named = { id: productId, label: text(label), ref: text(ref) };
    const params = { productId, ...(named.label ? { productLabel: named.label } : {}), ...(named.ref ? { productRef: named.ref } : {}) };
    return { spoken: `Producto ${spokenProductName(named)}`, key: 'product_rejected', params };
  }
  return undefined;
}

/**
 * MercadoLibre's refusal of a task item, naming what the item acts on, so its sentence reads on its
 * own (as the task's last error, or copied): 'Publicación «Tenis running azul» (MLM1621): Mercado
 * Libre rechazó la operación: …'. The refusal's sentence becomes the `cause` (`causeKey`, its values
 * beside); any other error, or an item about neither a publication nor a product, is left as it is.
 */
export function namingRejection(payload: unknown, error: unknown): unknown {
  if (!(error instanceof ApiError) || !rejectionCodes.has(error.code) || !error.detail) return error;
  const subject = subjectOf(payload);
  if (!subject) return error;
  return new ApiError(error.status, error.code, `${subject.spoken}: ${error.message}`).worded(subject.key, {
    ...error.detail.params,
    causeKey: error.detail.key,
    ...subject.params,
  });
}

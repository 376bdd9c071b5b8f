import type { ValidationCause } from './apiErrors';
import type { JsonObject } from './types';

const sourcesOf = (body: JsonObject): string[] =>
  (Array.isArray(body.pictures) ? body.pictures : [])
    .map((picture) => (picture && typeof picture === 'object' && !Array.isArray(picture) ? picture.source : undefined))
    .filter((source): source is string => typeof source === 'string');

const isAbsoluteWebUrl = (source: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(source).protocol);
  } catch {
    return false;
  }
};

const pictureCause = (code: string, message: string): ValidationCause => ({
  department: 'items',
  cause_id: 134,
  type: 'error',
  code,
  references: ['item.pictures'],
  message,
});

async function reachable(source: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(source, { method: 'GET', signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * MercadoLibre downloads every picture from its `source`, so a path without a host (`/media/1.png`)
 * is refused, and with `fetchTimeoutMs` above 0 so is one it cannot download within that time
 * (looked at together, so a listing's pictures cost one timeout at most).
 */
export async function pictureCauses(body: JsonObject, fetchTimeoutMs: number): Promise<ValidationCause[]> {
  const sources = sourcesOf(body);
  const relative = sources.filter((source) => !isAbsoluteWebUrl(source));
  if (relative.length > 0) return [pictureCause('item.pictures.invalid_source', `Picture sources must be absolute http(s) URLs: ${relative.join(', ')}`)];
  if (fetchTimeoutMs <= 0) return [];
  const answers = await Promise.all(sources.map((source) => reachable(source, fetchTimeoutMs)));
  const unreachable = sources.filter((_source, index) => !answers[index]);
  return unreachable.length > 0 ? [pictureCause('item.pictures.unreachable', `Pictures could not be downloaded: ${unreachable.join(', ')}`)] : [];
}

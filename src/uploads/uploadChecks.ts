import type { UploadFile } from './uploadTypes';

/** A failed check: its code is the file's error. */
export class UploadCheckError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

const extensionListOf = (extensions: string | readonly string[] | undefined): string[] => {
  const list = typeof extensions === 'string' ? extensions.split(',') : [...(extensions ?? [])];
  return list.map((extension) => extension.trim().replace(/^\./, '').toLowerCase()).filter(Boolean);
};

export const extensionAllowed = (name: string, extensions: string | readonly string[] | undefined): boolean => {
  const allowed = extensionListOf(extensions);
  if (allowed.length === 0) return true;
  const dot = name.lastIndexOf('.');
  return dot >= 0 && allowed.includes(name.slice(dot + 1).toLowerCase());
};

export interface CheckRules {
  readonly extensions?: string | readonly string[];
  readonly size?: number;
}

/**
 * The six checks before sending, in order: the first that fails names the error. Returns the file when it is already uploaded
 * (check 4), undefined when it may be uploaded, and throws the failed check's code otherwise.
 */
export function checkBeforeUpload(file: UploadFile | undefined, rules: CheckRules): UploadFile | undefined {
  if (!file) throw new UploadCheckError('not_exists');
  if (!(file.file instanceof Blob)) throw new UploadCheckError('file_object');
  if (file.error) throw new UploadCheckError(file.error);
  if (file.success) return file;
  if (!extensionAllowed(file.name, rules.extensions)) throw new UploadCheckError('extension');
  const limit = rules.size ?? 0;
  if (limit > 0 && file.size >= 0 && file.size > limit) throw new UploadCheckError('size');
  return undefined;
}

/** Check 7: how many files the list may hold. 0 means unlimited. */
export const maximumFilesOf = (multiple: boolean, maximum: number | undefined): number => maximum ?? (multiple ? 0 : 1);

/** The error a failure leaves on its file: the code, or the failure's error or message. */
export const failureCodeOf = (failure: unknown): string => {
  if (typeof failure === 'string') return failure;
  if (typeof failure === 'object' && failure !== null) {
    const { code, error, message } = failure as { code?: unknown; error?: unknown; message?: unknown };
    for (const candidate of [code, error, message]) if (typeof candidate === 'string' && candidate) return candidate;
  }
  return String(failure);
};

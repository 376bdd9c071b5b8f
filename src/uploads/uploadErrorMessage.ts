const knownCodes = new Set(['not_exists', 'file_object', 'extension', 'size', 'abort', 'timeout', 'network', 'denied', 'server', 'upload']);

/** The i18n key of a file's error; a failure's own message falls back to the generic one. */
export const uploadErrorKey = (error: string): string => {
  if (knownCodes.has(error)) return `app.uploads.errors.${error}`;
  if (error === 'No action configured') return 'app.uploads.errors.no_action';
  return 'app.uploads.errors.unknown';
};

import { ApiError } from '../http/errors';
import type { FieldErrors } from '../http/fieldMessages';

const megabytes = (bytes: number) => `${Math.round((bytes / 1_048_576) * 10) / 10} MB`;

export const fileTooLarge = (maxBytes: number) =>
  new ApiError(413, 'too_large', `El archivo supera el tamaño máximo de ${megabytes(maxBytes)}`).worded('file_too_large', { size: megabytes(maxBytes) });
export const chunkTooLarge = (chunkBytes: number) =>
  new ApiError(413, 'too_large', `Cada fragmento debe medir como máximo ${megabytes(chunkBytes)}`).worded('chunk_too_large', { size: megabytes(chunkBytes) });
export const notAnImage = () => new ApiError(415, 'unsupported_media_type', 'El archivo no es una imagen JPEG, PNG, WebP o GIF válida').worded('image_invalid');
export const notJsonOrMultipart = () =>
  new ApiError(415, 'unsupported_media_type', 'Se espera un cuerpo JSON o multipart/form-data').worded('body_type_unsupported');
export const sessionNotFound = () => new ApiError(404, 'not_found', 'La sesión de carga no existe o ya expiró').worded('upload_session_missing');
export const uploadIncomplete = (missing: number, size: number) =>
  new ApiError(400, 'incomplete', `La carga está incompleta: faltan ${missing} de ${size} bytes`).worded('upload_incomplete', { missing, size });
export const badUpload = (message: string, fields?: FieldErrors) => new ApiError(400, 'bad_request', message, fields);
export const malformedMultipart = () => badUpload('El cuerpo multipart está incompleto o mal formado');

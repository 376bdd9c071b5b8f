export interface ImageKind {
  readonly mimeType: string;
  readonly extension: 'jpg' | 'png' | 'webp' | 'gif';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The image format from the first bytes (magic numbers), never from the name the client gave. */
export function imageKindOf(head: Uint8Array): ImageKind | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mimeType: 'image/png', extension: 'png' };
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return { mimeType: 'image/webp', extension: 'webp' };
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return { mimeType: 'image/gif', extension: 'gif' };
  return undefined;
}

/** Bytes to read for imageKindOf. */
export const imageHeadBytes = 12;

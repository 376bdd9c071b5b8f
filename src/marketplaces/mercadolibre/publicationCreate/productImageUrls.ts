/** The image addresses of a catalogue product (`images` is a JSON list of `{ url, main?, position? }`). */
export const productImageUrls = (images: unknown): string[] => {
  const list: unknown = typeof images === 'string' ? safeParse(images) : images;
  if (!Array.isArray(list)) return [];
  return list.flatMap((image: unknown) => {
    const url = typeof image === 'string' ? image : typeof image === 'object' && image !== null ? (image as { url?: unknown }).url : undefined;
    return typeof url === 'string' && url !== '' ? [url] : [];
  });
};

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return [];
  }
}

/** One address per line in the form; blank lines are ignored. */
export const imageLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

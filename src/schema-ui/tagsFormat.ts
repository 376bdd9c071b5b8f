/**
 * Tags are edited as one comma-separated text. The form keeps the raw text while typing (parsing
 * on each keystroke would eat the comma being typed); the save transform turns it into an array.
 */
export const formatTags = (value: unknown): string => (Array.isArray(value) ? value.join(', ') : String(value ?? ''));

export const parseTags = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : String(value ?? '')
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== '');

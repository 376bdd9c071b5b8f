/** Anything but printable ASCII and white space. */
const notPlainAscii = /[^ -~\t\n\r]/;
const accented = 'àáâãäåèéêëìíîïòóôõöùúûüýÿñç';
const plain = 'aaaaaaeeeeiiiiooooouuuuyync';
const accentedLetter = new RegExp(`[${accented}]`, 'g');
const plainLetter = (letter: string) => plain[accented.indexOf(letter)];

/** The terms of a text as a search reads them: accents dropped, lower case, runs of letters and digits. */
export function textTerms(text: string): string[] {
  // Most catalogue text is ASCII once Spanish accents are dropped: decomposing every text and
  // matching Unicode classes would cost three times as much, when the terms are loaded.
  const lower = text.toLowerCase().replace(accentedLetter, plainLetter);
  if (!notPlainAscii.test(lower)) return lower.match(/[a-z0-9]+/g) ?? [];
  return (
    lower
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

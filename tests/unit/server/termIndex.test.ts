import { describe, expect, it } from 'vitest';
import { keysAt, sizeOf } from '../../../server/db/keySets';
import { textTerms } from '../../../server/db/searchText';
import { TermIndex } from '../../../server/db/termIndex';

/** A small deterministic random source, so a failure reproduces. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
  return { below: (limit: number) => Math.floor(next() * limit), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] };
}

const vocabulary = [
  'Llave',
  'llavero',
  'Tubo',
  'tubería',
  'Cámara',
  'camión',
  'CAMISA',
  'martillo',
  'Niño',
  'nino',
  'rojo',
  'azul',
  'de',
  'TUB-200',
  '7501000000011',
];

/** What a record matches, read from its text alone: every word starts one of its terms. */
const matchesText = (text: string, words: readonly string[]) => words.every((word) => textTerms(text).some((term) => term.startsWith(word)));

function expectSameAnswers(index: TermIndex, texts: ReadonlyMap<number, string>, random: ReturnType<typeof randomSource>) {
  for (let query = 0; query < 60; query += 1) {
    const words = Array.from({ length: 1 + random.below(3) }, () => textTerms(random.pick(vocabulary))[0].slice(0, 1 + random.below(6)));
    const expected = [...texts].filter(([, text]) => matchesText(text, words)).map(([key]) => key);
    expected.sort((first, second) => first - second);
    const found = index.matches(words);
    expect(sizeOf(found), words.join(' ')).toBe(expected.length);
    const skipped = random.below(expected.length + 2);
    expect(keysAt(found, 'asc', skipped, 7), words.join(' ')).toEqual(expected.slice(skipped, skipped + 7));
    expect(keysAt(found, 'desc', skipped, 7), words.join(' ')).toEqual([...expected].reverse().slice(skipped, skipped + 7));
  }
  // Every record, as a list of every product reads them.
  const every = [...texts.keys()].sort((first, second) => first - second);
  expect(sizeOf(index.all())).toBe(every.length);
  for (const skipped of [0, random.below(every.length), every.length - 3]) {
    expect(keysAt(index.all(), 'asc', skipped, 7)).toEqual(every.slice(skipped, skipped + 7));
    expect(keysAt(index.all(), 'desc', skipped, 7)).toEqual([...every].reverse().slice(skipped, skipped + 7));
  }
}

describe('TermIndex', () => {
  it('answers every word as a prefix of a term, accents and case aside, as a scan of the texts does', () => {
    const random = randomSource(7);
    const texts = new Map<number, string>();
    // Keys with gaps, and common words held by most records (kept as bitsets) beside rare ones.
    for (let key = 1; key < 3000; key += 1 + random.below(3)) {
      texts.set(key, Array.from({ length: 1 + random.below(5) }, () => random.pick(vocabulary)).join(random.pick([' ', ', ', '-'])));
    }
    const index = TermIndex.of([...texts].map(([key, text]) => ({ key, text })));
    expectSameAnswers(index, texts, random);
    const cameras = [...texts.values()].filter((text) => /cámara/i.test(text)).length;
    expect(cameras).toBeGreaterThan(0);
    expect(sizeOf(index.matches(textTerms('CÁMARA')))).toBe(cameras);
  });

  it('follows records written after it was built: changed, removed, added beyond the keys it was built with', () => {
    const random = randomSource(11);
    const texts = new Map<number, string>();
    for (let key = 1; key <= 2000; key += 1) texts.set(key, `${random.pick(vocabulary)} ${random.pick(vocabulary)} ${random.pick(vocabulary)}`);
    const index = TermIndex.of([...texts].map(([key, text]) => ({ key, text })));
    // Words searched before the writes too: what the index keeps of a short word holds only the built records.
    expectSameAnswers(index, texts, random);
    for (let write = 0; write < 400; write += 1) {
      if (write === 200) expectSameAnswers(index, texts, random);
      const key = 1 + random.below(2600);
      if (random.below(4) === 0) {
        texts.delete(key);
        index.remove(key);
      } else {
        const text = `${random.pick(vocabulary)} ${random.pick(vocabulary)}`;
        texts.set(key, text);
        index.set(key, text);
      }
    }
    expect(index.written).toBeGreaterThan(300);
    expectSameAnswers(index, texts, random);
    for (const key of [1, 5, 1999, 2500]) expect(index.has(key)).toBe(texts.has(key));
  });

  it('finds nothing for a word no term starts, and nothing at all for no records', () => {
    const index = TermIndex.of([{ key: 4, text: 'Llave de paso' }]);
    expect(sizeOf(index.matches(['llave', 'destornillador']))).toBe(0);
    expect(keysAt(index.matches(['paso']), 'desc', 0, 25)).toEqual([4]);
    expect(sizeOf(TermIndex.of([]).matches(['llave']))).toBe(0);
  });
});

describe('TermIndex at catalogue size', () => {
  it('keeps the terms of more records than one block of the builder holds', () => {
    const records = Array.from({ length: 30_000 }, (_, at) => ({ key: at + 1, text: `Tornillo TRN-${at + 1} ${at % 3 ? 'acero' : 'latón'} tornillo` }));
    const index = TermIndex.of(records);
    expect(sizeOf(index.matches(['tornillo']))).toBe(30_000);
    expect(sizeOf(index.matches(['laton', 'torn']))).toBe(10_000);
    expect(keysAt(index.matches(['trn', '29999']), 'asc', 0, 5)).toEqual([29_999]);
    expect(keysAt(index.matches(['acero']), 'desc', 0, 3)).toEqual([30_000, 29_999, 29_997]);
  });
});

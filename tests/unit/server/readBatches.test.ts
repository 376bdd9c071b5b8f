import { describe, expect, it } from 'vitest';
import { ReadBatches } from '../../../server/db/readBatches';

/** A statement stand-in that records each batch it is sent and answers when told to. */
function statements() {
  const sent: { requests: readonly string[]; answer(): void; fail(error: Error): void }[] = [];
  const readAll = (requests: readonly string[]) =>
    new Promise<string[]>((resolve, reject) => {
      sent.push({ requests, answer: () => resolve(requests.map((request) => `page of ${request}`)), fail: reject });
    });
  return { sent, readAll };
}

/** Lets the answered statement's callbacks and the next batch's sending run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('read batches', () => {
  it('send a read at once, alone, when nothing is in flight', async () => {
    const { sent, readAll } = statements();
    const batches = new ReadBatches(readAll, 16);
    const page = batches.read('1');
    expect(sent.map((batch) => batch.requests)).toEqual([['1']]);
    sent[0].answer();
    expect(await page).toBe('page of 1');
  });

  it('send the reads that arrived meanwhile together when the statement in flight returns, each answered with its own page', async () => {
    const { sent, readAll } = statements();
    const batches = new ReadBatches(readAll, 16);
    const pages = ['1', '2', '3', '4'].map((request) => batches.read(request));
    expect(sent.map((batch) => batch.requests)).toEqual([['1']]);
    sent[0].answer();
    await settled();
    expect(sent.map((batch) => batch.requests)).toEqual([['1'], ['2', '3', '4']]);
    sent[1].answer();
    expect(await Promise.all(pages)).toEqual(['page of 1', 'page of 2', 'page of 3', 'page of 4']);
  });

  it('send no more than the largest batch in one statement', async () => {
    const { sent, readAll } = statements();
    const batches = new ReadBatches(readAll, 2);
    const pages = ['1', '2', '3', '4', '5'].map((request) => batches.read(request));
    for (let at = 0; at < 3; at += 1) {
      sent[at].answer();
      await settled();
    }
    expect(sent.map((batch) => batch.requests)).toEqual([['1'], ['2', '3'], ['4', '5']]);
    expect(await Promise.all(pages)).toEqual(['1', '2', '3', '4', '5'].map((request) => `page of ${request}`));
  });

  it("fail every read of a failed statement's batch, and send the reads after it", async () => {
    const { sent, readAll } = statements();
    const batches = new ReadBatches(readAll, 16);
    const first = batches.read('1');
    const failed = [batches.read('2'), batches.read('3')];
    sent[0].answer();
    await settled();
    sent[1].fail(new Error('connection lost'));
    for (const page of failed) await expect(page).rejects.toThrow('connection lost');
    await settled();
    const later = batches.read('4');
    expect(sent.map((batch) => batch.requests)).toEqual([['1'], ['2', '3'], ['4']]);
    sent[2].answer();
    expect([await first, await later]).toEqual(['page of 1', 'page of 4']);
  });
});

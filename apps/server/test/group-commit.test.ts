// db/group-commit.ts: requests that arrive while a statement is being written share the next one,
// and each still gets its own answer or its own error.
import { describe, expect, it } from 'vitest';
import { GroupCommit } from '../src/db/group-commit';

/** A writer whose batches are recorded and which finishes each only when told to. */
function controlledWriter(fail: (items: number[]) => boolean = () => false) {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const write = (items: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      batches.push(items);
      pending.push(() =>
        fail(items) ? reject(new Error(`batch ${items.join(',')} failed`)) : resolve(items.map((i) => i * 10)),
      );
    });
  const finishNext = async () => {
    await Promise.resolve();
    pending.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { batches, write, finishNext };
}

describe('GroupCommit', () => {
  it('writes a lone request at once, alone', async () => {
    const w = controlledWriter();
    const group = new GroupCommit(w.write);
    const answer = group.submit(1);
    expect(w.batches).toEqual([[1]]);
    await w.finishNext();
    expect(await answer).toBe(10);
  });

  it('sends the next statement a turn later, so requests made as the answers are handed out share it', async () => {
    const w = controlledWriter();
    const group = new GroupCommit(w.write);
    let followUp: Promise<number> | undefined;
    // The answer's caller sends its next request after some work of its own (here ten promise hops,
    // as a route's answer and a client's next request take): it still joins the waiting request.
    const first = group.submit(1).then(async (answer) => {
      for (let hop = 0; hop < 10; hop++) await Promise.resolve();
      followUp = group.submit(answer + 1);
    });
    const second = group.submit(2);
    await w.finishNext();
    await first;
    expect(w.batches).toEqual([[1], [2, 11]]);
    await w.finishNext();
    expect([await second, await followUp]).toEqual([20, 110]);
  });

  it('puts the requests that arrive during a write into the next statement, answering each its own', async () => {
    const w = controlledWriter();
    const group = new GroupCommit(w.write);
    const answers = [1, 2, 3, 4].map((i) => group.submit(i));
    expect(w.batches).toEqual([[1]]);
    await w.finishNext();
    expect(w.batches).toEqual([[1], [2, 3, 4]]);
    await w.finishNext();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40]);
  });

  it('caps a statement at maxBatch requests', async () => {
    const w = controlledWriter();
    const group = new GroupCommit(w.write, 2);
    const answers = [1, 2, 3, 4].map((i) => group.submit(i));
    await w.finishNext();
    await w.finishNext();
    await w.finishNext();
    expect(w.batches).toEqual([[1], [2, 3], [4]]);
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40]);
  });

  it('retries a failed batch one request at a time, so one bad request fails alone', async () => {
    const w = controlledWriter((items) => items.includes(3));
    const group = new GroupCommit(w.write);
    const answers = [1, 2, 3, 4].map((i) => group.submit(i).then(String, (e: Error) => e.message));
    await w.finishNext(); // [1]
    await w.finishNext(); // [2, 3, 4] fails: each is written alone
    await w.finishNext(); // [2]
    await w.finishNext(); // [3] fails
    await w.finishNext(); // [4]
    expect(w.batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    expect(await Promise.all(answers)).toEqual(['10', '20', 'batch 3 failed', '40']);
  });

  it('refuses a writer that answers a batch with the wrong number of results', async () => {
    const group = new GroupCommit(async (items: number[]) => items.slice(1));
    await expect(group.submit(1)).rejects.toThrow(/1 requests, 0 answers/);
  });
});

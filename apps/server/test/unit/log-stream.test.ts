import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { CoalescedLogStream } from '../../src/plugins/log-stream';

describe('CoalescedLogStream', () => {
  it('writes the lines of one event-loop turn together, in order, at the end of that turn', async () => {
    const writes: string[] = [];
    const stream = new CoalescedLogStream((text) => writes.push(text));
    stream.write('{"n":1}\n');
    stream.write('{"n":2}\n');
    stream.write('{"n":3}\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n']);
  });

  it('writes a later turn on its own, and a flush (as at exit) writes what is pending at once', async () => {
    const writes: string[] = [];
    const stream = new CoalescedLogStream((text) => writes.push(text));
    stream.write('a\n');
    await nextTurn();
    stream.write('b\n');
    stream.flush();
    expect(writes).toEqual(['a\n', 'b\n']);
    await nextTurn();
    expect(writes).toEqual(['a\n', 'b\n']);
  });
});

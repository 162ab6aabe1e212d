import { describe, expect, it } from 'vitest';
import { parseSimulateArgs } from './args';

describe('simulate arguments', () => {
  it.each([
    [['--circuits', '100000', '--seed', '1'], { kind: 'run', circuits: 100000, seed: 1 }],
    [['--seed=7', '--circuits=5'], { kind: 'run', circuits: 5, seed: 7 }],
    [['--circuits', '1', '--seed', '4294967295'], { kind: 'run', circuits: 1, seed: 4294967295 }],
    [['--help'], { kind: 'help' }],
  ])('reads %j', (argv, expected) => {
    expect(parseSimulateArgs(argv)).toEqual(expected);
  });

  it.each([
    ['no arguments', []],
    ['a missing seed', ['--circuits', '10']],
    ['a missing circuit count', ['--seed', '1']],
    ['zero circuits', ['--circuits', '0', '--seed', '1']],
    ['a negative count', ['--circuits', '-5', '--seed', '1']],
    ['a fractional count', ['--circuits', '2.5', '--seed', '1']],
    ['a count that is not a number', ['--circuits', 'many', '--seed', '1']],
    ['a seed beyond 32 bits', ['--circuits', '10', '--seed', '4294967296']],
    ['an unknown flag', ['--circuits', '10', '--seed', '1', '--fast']],
    ['a flag given twice', ['--circuits', '10', '--circuits', '20', '--seed', '1']],
    ['a flag without its value', ['--seed', '1', '--circuits']],
  ])('refuses %s with a message', (_name, argv) => {
    const parsed = parseSimulateArgs(argv);
    expect(parsed.kind).toBe('error');
    expect(parsed.kind === 'error' && parsed.message.length).toBeGreaterThan(10);
  });

  it.each([
    [['--circuits', '10', '--seed', '1', '--fast'], 'Unknown argument "--fast".'],
    [['--circuits', '10', '--circuits', '20', '--seed', '1'], '--circuits is given twice.'],
    [['--seed', '1', '--circuits'], '--circuits needs a value.'],
    [['--circuits', '10', '--seed', '1', 'extra'], 'Unknown argument "extra".'],
  ])('names the argument it refuses in %j', (argv, message) => {
    expect(parseSimulateArgs(argv)).toEqual({ kind: 'error', message });
  });
});

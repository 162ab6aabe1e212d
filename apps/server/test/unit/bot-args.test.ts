import { describe, expect, it } from 'vitest';
import { parseBotArgs } from '../../src/cli/bot-args';

describe('parseBotArgs', () => {
  it.each([
    [
      'reads every flag',
      ['--url', 'http://localhost:8080/', '--circuits', '20', '--concurrency', '3', '--seed', '7'],
      { url: 'http://localhost:8080', circuits: 20, concurrency: 3, seed: 7 },
    ],
    [
      'defaults concurrency to 4 and seed to 1',
      ['--circuits', '1', '--url', 'http://h:1'],
      { url: 'http://h:1', circuits: 1, concurrency: 4, seed: 1 },
    ],
    [
      'reads --flag=value, a negative seed too',
      ['--url=http://h', '--circuits=2', '--seed=-5'],
      { url: 'http://h', circuits: 2, concurrency: 4, seed: -5 },
    ],
  ])('%s', (_case, args, parsed) => {
    expect(parseBotArgs(args)).toEqual(parsed);
  });

  it.each([
    [[], '--url is required'],
    [['--url', 'http://h'], '--circuits must be a whole number of at least 1'],
    [['--url', 'http://h', '--circuits', '0'], '--circuits must be a whole number of at least 1'],
    [['--url', 'http://h', '--circuits', 'x'], '--circuits must be a whole number of at least 1'],
    [['--url', 'ftp://h', '--circuits', '2'], '--url must be an http(s) URL: ftp://h'],
    [
      ['--url', 'http://h', '--circuits', '2', '--concurrency=-1'],
      '--concurrency must be a whole number of at least 1',
    ],
    [['--url', 'http://h', '--circuits', '2', '--concurrency', '-1'], '--concurrency needs a value'],
    [['--url', 'http://h', '--circuits', '2', '--circuits', '3'], '--circuits is given twice.'],
    [['--url', 'http://h', 'extra'], 'unknown argument: extra'],
    [['--url', 'http://h', '--circuits', '2', '--seed', 'abc'], '--seed must be an integer'],
    [['--url', 'http://h', '--circuits'], '--circuits needs a value'],
    [['--url', 'http://h', '--verbose'], 'unknown argument: --verbose'],
  ])('rejects %j with "%s"', (argv, error) => {
    expect(parseBotArgs(argv)).toEqual({ error });
  });
});

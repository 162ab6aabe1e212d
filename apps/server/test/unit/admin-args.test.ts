import { describe, expect, it } from 'vitest';
import { parseAdminArgs } from '../../src/cli/admin-args';

describe('npm run admin arguments', () => {
  it.each([
    [['create', '--email', 'a@b.org'], { command: 'create', email: 'a@b.org', name: null }],
    [['create', '--name', 'Boss', '--email', 'a@b.org'], { command: 'create', email: 'a@b.org', name: 'Boss' }],
    [[], { error: 'Missing command: create.' }],
    [['delete', '--email', 'a@b.org'], { error: 'Unknown command "delete": the only one is create.' }],
    [['create'], { error: '--email is required.' }],
    [['create', '--email'], { error: '--email needs a value.' }],
    [['create', '--email', '--name', 'x'], { error: '--email needs a value.' }],
    [['create', '--email', 'a@b.org', '--password', 'x'], { error: 'Unknown option "--password".' }],
  ])('reads %j as %j', (argv, expected) => {
    expect(parseAdminArgs(argv)).toEqual(expected);
  });
});

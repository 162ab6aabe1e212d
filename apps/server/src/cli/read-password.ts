import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/**
 * The password from standard input: piped, everything up to the first line break; typed at a
 * terminal, one line after a prompt on standard error, not echoed.
 */
export async function readPassword(stdin: NodeJS.ReadStream = process.stdin): Promise<string> {
  if (!stdin.isTTY) {
    let text = '';
    stdin.setEncoding('utf8');
    for await (const chunk of stdin) text += chunk as string;
    return text.split(/\r?\n/)[0] ?? '';
  }
  process.stderr.write('Password for the new administrator: ');
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: stdin, output: muted, terminal: true });
  const line = await new Promise<string>((resolve) => rl.once('line', resolve));
  rl.close();
  process.stderr.write('\n');
  return line;
}

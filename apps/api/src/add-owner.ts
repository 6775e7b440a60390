// npm run console:add-owner: adds a console owner to the configured database (ADR 0064).
import { createInterface } from 'node:readline';
import { loadToolConfig } from './config';
import { addOwnerCommand } from './modules/console/add-owner-command';

/** A line typed without being shown (on a terminal), or the first line piped in. */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const lines = createInterface({ input });
    return new Promise((resolve) => lines.once('line', (line) => (resolve(line), lines.close())).once('close', () => resolve('')));
  }
  process.stdout.write(prompt);
  input.setRawMode(true);
  input.resume();
  let typed = '';
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\u0003') process.exit(130); // Ctrl-C
        if (char === '\r' || char === '\n') {
          input.off('data', onData);
          input.setRawMode(false);
          input.pause();
          process.stdout.write('\n');
          return resolve(typed);
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    input.on('data', onData);
  });
}

async function askPassword(): Promise<string> {
  const password = await askHidden('Password for the new owner: ');
  if (!process.stdin.isTTY) return password;
  if ((await askHidden('The same again: ')) !== password) throw new Error('The two passwords differ; nothing was added.');
  return password;
}

try {
  process.exitCode = await addOwnerCommand(process.argv.slice(2), loadToolConfig(), {
    askPassword,
    out: (line) => process.stdout.write(`${line}\n`),
    problem: (line) => process.stderr.write(`${line}\n`),
  });
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
}

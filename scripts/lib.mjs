// Small helpers shared by the scripts: run a command, test for one, print a step.
import { spawn, spawnSync } from 'node:child_process';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * Runs independent commands `concurrency` at a time, each one's output held and printed whole under
 * its name and time when it ends (so outputs never interleave). Answers each one's exit status by name.
 */
export async function runTogether(jobs, concurrency = 2) {
  const statuses = {};
  const queue = [...jobs];
  async function worker() {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const { name, command, args } = job;
      const started = Date.now();
      const output = [];
      const status = await new Promise((resolve) => {
        const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: '1' } });
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('error', (error) => {
          output.push(Buffer.from(String(error)));
          resolve(1);
        });
        child.on('close', (code) => resolve(code ?? 1));
      });
      step(`${name} (${Math.round((Date.now() - started) / 1000)} s)`);
      process.stdout.write(Buffer.concat(output));
      statuses[name] = status;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

export function capture(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  return { status: result.status ?? 1, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

export function has(command) {
  return capture('sh', ['-c', `command -v ${command}`]).status === 0;
}

export function step(message) {
  console.log(`\n▶ ${message}`);
}

export function aptInstall(packages) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const cmd = (args) => (sudo.length ? run('sudo', args, { env }) : run(args[0], args.slice(1), { env }));
  if (cmd(['apt-get', 'update', '-qq']) !== 0) throw new Error('apt-get update failed');
  if (cmd(['apt-get', 'install', '-y', '-qq', ...packages]) !== 0) throw new Error(`apt-get install ${packages.join(' ')} failed`);
}

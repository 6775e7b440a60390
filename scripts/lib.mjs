// Small helpers shared by the scripts: run a command, test for one, print a step.
import { spawnSync } from 'node:child_process';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
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

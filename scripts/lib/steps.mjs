// Runs `npm test`'s steps side by side: each is a pnpm command whose output lines are prefixed
// with the step's name, so steps that share the terminal stay readable.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ROOT, pnpmCommand } from './workspace.mjs';

function relay(stream, target, prefix) {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
    target.write(`${prefix}${line}\n`);
  });
}

/** Runs `pnpm args` with prefixed output; resolves to its exit code. */
export function runStep(name, args) {
  const [command, commandArgs] = pnpmCommand(args);
  const prefix = `${name.padEnd(9)}│ `;
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Colours stay on although the output goes through a pipe.
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    relay(child.stdout, process.stdout, prefix);
    relay(child.stderr, process.stderr, prefix);
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

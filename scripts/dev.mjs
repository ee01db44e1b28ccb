// `pnpm dev`: the API with reload on :8080 and the site with hot reload on :5173.
import { spawn } from 'node:child_process';
import { ROOT, ensureInstalled } from './lib/workspace.mjs';

ensureInstalled();
const children = [
  spawn('pnpm', ['--filter', '@pricetrail/server', 'dev'], { cwd: ROOT, stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@pricetrail/site', 'dev'], { cwd: ROOT, stdio: 'inherit' }),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
children.forEach((child) => child.on('exit', stopAll));

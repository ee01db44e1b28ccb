// `npm start`: install, build if needed, and serve site + API on one port (default 8080).
import { ROOT, ensureBuilt, ensureInstalled, run } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt();
process.exitCode = run(process.execPath, ['packages/server/dist/cli.js', 'serve'], { cwd: ROOT });

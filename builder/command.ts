// The `build` script in the package.json of the project at `root`, as a command and its arguments
// (`vite build`, or an older commit's `node scripts/run.mjs …`): the benches and the tests that build run a
// build as `npm run build` runs it, without npm's own start, and a bench's older commit with its own.
import fs from 'node:fs';
import path from 'node:path';

export function buildCommand(root: string): [string, ...string[]] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [command, ...args] = scripts.build.split(/\s+/);
  if (/[=$&|;]/.test(scripts.build))
    throw new Error(`${root}'s build script is not one command: ${scripts.build}`);
  return [command === 'node' ? process.execPath : path.join(root, 'node_modules/.bin', command), ...args];
}

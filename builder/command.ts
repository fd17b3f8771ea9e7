// The `build` script of the project at `root`, so benches and tests run a build as `npm run build` does
// without npm's own start-up, and an older commit's with its own script.
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

// The arguments to node of the `build` script in the package.json of the project at `root` (`node
// scripts/run.mjs …`): the benches and the tests that build run a build as `npm run build` runs it,
// without npm's own start, and a bench's older commit with its own command.
import fs from 'node:fs';
import path from 'node:path';

export function buildCommand(root: string): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [command, ...args] = scripts.build.split(/\s+/);
  if (command !== 'node') throw new Error(`${root}'s build script does not run node: ${scripts.build}`);
  return args;
}

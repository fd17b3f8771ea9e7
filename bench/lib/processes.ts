// The build (as `npm run build` runs it) and the static server, for the benches.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildCommand } from '../../builder/command.ts';

const root = path.resolve(import.meta.dirname, '../..');

export function runBuild(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const [command, ...args] = buildCommand(root);
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the build failed (exit ${code})`)),
    );
  });
}

export async function startServer(env: NodeJS.ProcessEnv, url: string): Promise<{ stop: () => void }> {
  const child: ChildProcess = spawn(path.join(root, 'node_modules/.bin/tsx'), ['builder/serve.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => void child.kill();
  process.once('exit', stop);
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      await fetch(url);
      return { stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  stop();
  throw new Error(`the server did not answer at ${url}`);
}

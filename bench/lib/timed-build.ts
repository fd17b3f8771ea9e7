// One build timed from outside: wall time, CPU once it has ended, and its process tree's peak memory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildCommand } from '../../builder/command.ts';

export interface Timing {
  seconds: number;
  // User and system CPU of the build's process; undefined where /proc is missing.
  cpuSeconds: number | undefined;
  peakMiB: number | undefined;
}

// A cache of its own in `out`, so a first build there finds none and nothing outside the copy is touched.
export function timedBuild(dir: string, out: string): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const cpuBefore = childrenCpu();
    const [command, ...commandArgs] = buildCommand(dir);
    const child = spawn(command, commandArgs, {
      cwd: dir,
      env: { ...process.env, OUT_DIR: path.join(out, 'dist'), SITE_CACHE_DIR: path.join(out, '.cache') },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    let peak = 0;
    const sample = setInterval(() => {
      const total = treeRss(child.pid!);
      if (total !== undefined) peak = Math.max(peak, total);
    }, 50);
    child.on('exit', (code) => {
      clearInterval(sample);
      if (code !== 0) return reject(new Error(`the build of ${dir} failed (exit ${code})`));
      const cpuAfter = childrenCpu();
      resolve({
        seconds: (performance.now() - started) / 1000,
        cpuSeconds: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
        peakMiB: peak ? peak / 1024 : undefined,
      });
    });
  });
}

// cutime + cstime: Node has waited for a child when it reports its exit, so the difference is that build's.
function childrenCpu(): number | undefined {
  if (!fs.existsSync('/proc/self/stat')) return undefined;
  const stat = fs.readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of proc(5); this list starts at field 3.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

// Resident memory (KiB) of a process and all its descendants; undefined where /proc is missing.
function treeRss(pid: number): number | undefined {
  if (!fs.existsSync('/proc/self/status')) return undefined;
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  // The loop reaches the children it adds, and theirs.
  const tree = [pid];
  for (const member of tree) {
    for (const [child, parent] of parents) if (parent === member) tree.push(child);
  }
  let total = 0;
  for (const member of tree) {
    try {
      const rss = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${member}/status`, 'utf8'));
      total += rss ? Number(rss[1]) : 0;
    } catch {
      // Gone already.
    }
  }
  return total;
}

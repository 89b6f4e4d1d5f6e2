import { readdirSync, readFileSync } from 'node:fs';

const PAGE_BYTES = 4096;

function children(): Map<number, number[]> {
  const tree = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      tree.set(ppid, [...(tree.get(ppid) ?? []), Number(name)]);
    } catch {
      // the process ended while we looked
    }
  }
  return tree;
}

function residentBytes(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_BYTES;
  } catch {
    return 0;
  }
}

/** Samples the resident memory of a process and all its descendants together; stop() gives the peak in bytes. */
export function sampleTreeMemory(rootPid: number, intervalMs = 100) {
  let peak = 0;
  const sample = () => {
    const tree = children();
    let total = 0;
    const queue = [rootPid];
    while (queue.length) {
      const pid = queue.pop()!;
      total += residentBytes(pid);
      queue.push(...(tree.get(pid) ?? []));
    }
    peak = Math.max(peak, total);
  };
  const timer = setInterval(sample, intervalMs);
  return {
    stop(): number {
      clearInterval(timer);
      return peak;
    },
  };
}

/** Every process started by `rootPid`, its children's children included. */
export function descendantsOf(rootPid: number): number[] {
  const tree = children();
  const found: number[] = [];
  const queue = [...(tree.get(rootPid) ?? [])];
  while (queue.length) {
    const pid = queue.pop()!;
    found.push(pid);
    queue.push(...(tree.get(pid) ?? []));
  }
  return found;
}

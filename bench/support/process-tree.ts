import { readdirSync, readFileSync } from 'node:fs';

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

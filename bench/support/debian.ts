import { existsSync } from 'node:fs';

/** Installs Debian packages whose programs are missing (nginx, wrk, time): as root, or through sudo. */
export async function ensureDebianPrograms(programs: Record<string, string>): Promise<void> {
  const missing = Object.entries(programs).filter(([binary]) => !existsSync(binary)).map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  console.log(`Installing Debian packages: ${missing.join(' ')}`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = async (command: string[]) => {
    const child = Bun.spawn([...sudo, ...command], { stdout: 'ignore', stderr: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if ((await child.exited) !== 0) throw new Error(`${command.join(' ')} failed`);
  };
  await run(['apt-get', 'update', '-qq']);
  await run(['apt-get', 'install', '-y', '-qq', ...missing]);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { serverMain, serverNodeFlags } from './paths';

export type ServerProcessStats = { cpuSeconds: number; peakRssMb: number };

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux unless configured). */
const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU time and peak resident set (VmHWM) of a live process, from /proc. */
export const readProcessStats = (pid: number): ServerProcessStats => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which sits in parentheses and may contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat(5); fields[0] here is field 3 (state).
  const ticks = Number(fields[11]) + Number(fields[12]);
  const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return { cpuSeconds: ticks / clockTicks, peakRssMb: Number(hwm?.[1] ?? 0) / 1024 };
};

/**
 * CPU seconds the whole machine spent busy (all cores: user, nice, system, irq, softirq, steal),
 * from the first line of /proc/stat; with a process's own, it shows what other work ran meanwhile.
 */
export const readMachineBusySeconds = () => {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1);
  const [user, nice, system, , , irq, softirq, steal] = (fields ?? []).map(Number);
  return (
    ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) /
    clockTicks
  );
};

/** Resident set size (VmRSS, in KiB: /proc's "kB") of a live process. */
export const readRssKb = (pid: number) => {
  const rss = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!rss) throw new Error(`no VmRSS for process ${pid}`);
  return Number(rss[1]);
};

export type RunningServer = { url: string; process: ChildProcess; stop: () => Promise<void> };

/**
 * Starts the built server (apps/server/dist/main.js, as `npm start` does), or another program
 * given as Node arguments, and waits until `readyPath` answers.
 */
export const startServer = async (
  env: Record<string, string>,
  { nodeArgs = [...serverNodeFlags, serverMain], readyPath = '/h5/api/openapi.json' } = {},
): Promise<RunningServer> => {
  const child = spawn(process.execPath, nodeArgs, {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${env.PORT}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server exited early with code ${code}`))),
  );
  const stop = async () => {
    if (child.exitCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await gone;
  };
  const deadline = Date.now() + 30_000;
  const ready = async () => {
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${url}${readyPath}`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('server did not answer within 30 s');
  };
  try {
    await Promise.race([ready(), exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  exited.catch(() => undefined);
  return { url, process: child, stop };
};

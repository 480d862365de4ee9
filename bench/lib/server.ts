import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type {
  DiagnosticsOp,
  DiagnosticsSnapshot,
} from '../../apps/server/src/platform/diagnostics/runtime-diagnostics';
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

/** The server's runtime diagnostics (RUNTIME_DIAGNOSTICS=ipc), asked over its IPC channel. */
export type ServerDiagnostics = {
  reset: () => Promise<void>;
  snapshot: () => Promise<DiagnosticsSnapshot>;
  /** Starts a CPU profile of the server, which `stopProfile` answers (a `.cpuprofile`'s JSON). */
  startProfile: () => Promise<void>;
  stopProfile: () => Promise<object>;
};

export type RunningServer = {
  url: string;
  process: ChildProcess;
  stop: () => Promise<void>;
  /** Null for another program than the server (a bare route). */
  diagnostics: ServerDiagnostics | null;
};

/** The server's pid, for its CPU time and memory. */
export const pidOf = (server: RunningServer) => {
  if (server.process.pid === undefined) throw new Error('the server process has no pid');
  return server.process.pid;
};

/** How long the server may take to answer a diagnostics message. */
const DIAGNOSTICS_TIMEOUT_MS = 10_000;

type DiagnosticsAnswer = { snapshot?: DiagnosticsSnapshot; profile?: object; error?: string };

const diagnosticsOf = (child: ChildProcess): ServerDiagnostics => {
  let lastId = 0;
  const ask = (op: DiagnosticsOp) =>
    new Promise<DiagnosticsAnswer>((resolve, reject) => {
      const id = ++lastId;
      const timer = setTimeout(() => {
        child.off('message', listen);
        reject(new Error(`the server did not answer the diagnostics ${op}`));
      }, DIAGNOSTICS_TIMEOUT_MS);
      const listen = (message: unknown) => {
        const answer = message as DiagnosticsAnswer & { lectern?: string; id?: number };
        if (answer.lectern !== 'diagnostics' || answer.id !== id) return;
        clearTimeout(timer);
        child.off('message', listen);
        if (answer.error) reject(new Error(`diagnostics ${op}: ${answer.error}`));
        else resolve(answer);
      };
      child.on('message', listen);
      child.send({ lectern: 'diagnostics', op, id });
    });
  return {
    reset: async () => {
      await ask('reset');
    },
    snapshot: async () => {
      const { snapshot } = await ask('snapshot');
      if (!snapshot) throw new Error('the server answered no diagnostics snapshot');
      return snapshot;
    },
    startProfile: async () => {
      await ask('profile-start');
    },
    stopProfile: async () => {
      const { profile } = await ask('profile-stop');
      if (!profile) throw new Error('the server answered no CPU profile');
      return profile;
    },
  };
};

/**
 * Starts the built server (apps/server/dist/main.js, as `npm start` does), or another program
 * given as Node arguments, and waits until `readyPath` answers. The server measures what it does
 * (RUNTIME_DIAGNOSTICS=ipc) and answers over an IPC channel.
 */
export const startServer = async (
  env: Record<string, string>,
  {
    nodeArgs,
    readyPath = '/h5/api/openapi.json',
  }: { nodeArgs?: string[]; readyPath?: string } = {},
): Promise<RunningServer> => {
  const isServer = nodeArgs === undefined;
  const child = spawn(process.execPath, nodeArgs ?? [...serverNodeFlags, serverMain], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...(isServer ? { RUNTIME_DIAGNOSTICS: 'ipc' } : {}),
      ...env,
    },
    // The channel keeps a process alive: only the server, which lets go of it, gets one.
    stdio: isServer ? ['ignore', 'inherit', 'inherit', 'ipc'] : ['ignore', 'inherit', 'inherit'],
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
  return { url, process: child, stop, diagnostics: isServer ? diagnosticsOf(child) : null };
};

// The fault specs' hands on the real server (tests/real/faults-*.spec.ts): stop it, start it again, ask whether it
// answers. REFUSES TO LOAD unless REAL_FAULTS=1: stopping the server is felt by every other user of it.
// REAL_PEERTUBE_SCRIPTS names the folder of ../shared/real-peertube's stop.sh and setup.sh.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { REAL } from './support';

if (process.env.REAL_FAULTS !== '1')
  throw new Error('The faults-*.spec.ts stop and start the real PeerTube: run them with REAL_FAULTS=1 only.');

const SCRIPTS = resolve(process.env.REAL_PEERTUBE_SCRIPTS || '../shared/real-peertube');

/** The path of one of the real server's scripts (stop.sh, setup.sh). */
function scriptPath(name: string): string {
  const path = resolve(SCRIPTS, name);
  if (!existsSync(path)) throw new Error(`${path} not found: set REAL_PEERTUBE_SCRIPTS`);
  return path;
}

/** Runs a script to its end, its output in the test's log. */
export function script(name: string, env: Record<string, string> = {}): void {
  execFileSync('bash', [scriptPath(name)], { stdio: 'inherit', env: { ...process.env, ...env }, timeout: 10 * 60_000 });
}

/** Runs a script in the background (the page is watched meanwhile); resolves when it exits with 0. */
export function scriptInBackground(name: string, env: Record<string, string> = {}): Promise<void> {
  const child = spawn('bash', [scriptPath(name)], { stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((done, fail) =>
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${name} exited with ${code}`)))),
  );
}

/** Whether the real server answers. */
export async function up(): Promise<boolean> {
  try {
    return (await fetch(`${REAL}/api/v1/config`, { signal: AbortSignal.timeout(5000) })).ok;
  } catch {
    return false;
  }
}

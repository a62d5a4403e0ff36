// One process of the cluster (an API or gateway node, the balancer): started in a process group
// of its own, so a test can kill, stop or continue the service and not only its tsx launcher, and
// restarted on the same port with the same environment.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

export interface NodeProcessOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  /** Its health URL: started means this answers 200. */
  healthUrl?: string;
  /** Lines of its output go here (the cluster script prefixes them); kept quiet otherwise. */
  output?: (name: string, line: string) => void;
}

const START_TIMEOUT_MS = 180_000;

export async function waitForHealth(url: string, ms = START_TIMEOUT_MS): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${ms} ms`);
}

/** Every group started here: the services are detached, so they would outlive a parent that exits. */
const started = new Set<NodeProcess>();
process.once('exit', () => {
  for (const node of started) node.signal('SIGKILL');
});

export class NodeProcess {
  private child: ChildProcess | null = null;
  private tail = '';

  constructor(readonly options: NodeProcessOptions) {}

  get name(): string {
    return this.options.name;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** What it printed last (for a failure's message). */
  get lastOutput(): string {
    return this.tail;
  }

  async start(): Promise<void> {
    const { command, args, cwd, env, output, name } = this.options;
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    started.add(this);
    child.once('exit', () => started.delete(this));
    const keep = (chunk: Buffer) => {
      const text = chunk.toString();
      this.tail = (this.tail + text).slice(-4000);
      if (output) for (const line of text.split('\n')) if (line.trim()) output(name, line);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    if (this.options.healthUrl) {
      const exited = new Promise<never>((_, reject) =>
        child.once('exit', (code) => reject(new Error(`${name} exited with ${code} while starting:\n${this.tail}`))),
      );
      await Promise.race([waitForHealth(this.options.healthUrl), exited]);
    }
  }

  /** A signal to the whole process group (SIGKILL, SIGSTOP, SIGCONT, SIGTERM). */
  signal(signal: NodeJS.Signals): void {
    if (!this.child?.pid) return;
    try {
      process.kill(-this.child.pid, signal);
    } catch {
      // already gone
    }
  }

  /** SIGTERM (graceful: drains and closes), then SIGKILL if it has not exited within `graceMs`. */
  async stop(graceMs = 10_000): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    this.signal('SIGTERM');
    const timer = setTimeout(() => this.signal('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }

  /** Killed at once (a crash); resolves when it is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    this.signal('SIGKILL');
    await exited;
  }
}

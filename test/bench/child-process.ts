import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * Forks a server script and resolves with its base URL once it prints "... running at http://localhost:PORT"
 * (server/main.ts prints the port it actually bound, so PORT=0 works and no free port has to be guessed).
 * Shared by the benches and the two-process concurrency suite. `children` collects live children so a
 * failing caller can kill what it started.
 */
export const children = new Set<ChildProcess>();

export function startChild(script: string, env: NodeJS.ProcessEnv, cwd: string = process.cwd()): Promise<{ child: ChildProcess; baseUrl: string }> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], { cwd, env: { ...process.env, ...env }, silent: true });
    children.add(child);
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (!match) return;
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      child.once('exit', () => children.delete(child));
      resolve({ child, baseUrl: `http://127.0.0.1:${match[1]}` });
    };
    const onExit = (code: number | null) => {
      children.delete(child);
      reject(new Error(`${path.basename(script)} exited with ${code} before listening:\n${output}`));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // CHILD_STDERR=1: the children's errors (a 500's stack) on this process's stderr, to diagnose a failing run.
      if (process.env.CHILD_STDERR) process.stderr.write(chunk);
    });
    child.once('exit', onExit);
  });
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      children.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Work that must not delay the response (emails): errors are logged, tests can wait for it with idle(). */
import { logger } from './logger';

export interface BackgroundTasks {
  run(name: string, fn: () => Promise<unknown>): void;
  idle(): Promise<void>;
}

export function createBackgroundTasks(): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, fn) {
      const p = fn()
        .catch((err: unknown) =>
          logger().error('background-task-failed', { task: name, err: err instanceof Error ? err.message : String(err) }),
        )
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async idle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}

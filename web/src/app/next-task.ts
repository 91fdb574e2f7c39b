interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so the work after `await nextTask()` is a task of its own and the browser may paint
 * and handle input in between (decision 47: Lighthouse counts every task over 50 ms of its 4x slowed CPU as
 * blocking). scheduler.yield where the browser has it (Chromium 129+: the continuation goes before other queued
 * tasks, so the page is not made later by yielding); a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

import { nextTask } from './next-task';

describe('nextTask (decision 47)', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resolves in a later task, after a timer queued before it, not among the current task\'s microtasks', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer queued first'), 0);
    const yielded = nextTask().then(() => order.push('after nextTask'));
    await Promise.resolve();
    order.push('microtask');
    await yielded;
    expect(order).toEqual(['microtask', 'timer queued first', 'after nextTask']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldTask = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldTask };
    await nextTask();
    expect(yieldTask).toHaveBeenCalledTimes(1);
  });
});

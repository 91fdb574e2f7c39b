import { CallGroups, type Settled } from './grouped-calls';

/** A run that records its groups and finishes only when the test says so. */
function heldRuns() {
  const groups: number[][] = [];
  const releases: Array<() => void> = [];
  let running = 0;
  let mostAtOnce = 0;
  const run = async (inputs: number[], answer: (index: number, outcome: Settled<number>) => void) => {
    groups.push(inputs);
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise<void>((resolve) => releases.push(resolve));
    running -= 1;
    inputs.forEach((input, index) => answer(index, { ok: true, value: input * 10 }));
  };
  return { run, groups, releases, mostAtOnce: () => mostAtOnce };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
/** A few turns of the event loop: a finished run's slot is free and the next group has started. */
const turns = async () => {
  for (let i = 0; i < 4; i += 1) await turn();
};

describe('CallGroups (group commit)', () => {
  it('calls that arrive while the run slots are busy wait and go together in the next group, at most maxGroup a group', async () => {
    const held = heldRuns();
    const groups = new CallGroups(held.run, { maxGroup: 3, concurrency: 1 });
    const first = groups.call(1);
    await turn();
    const later = [2, 3, 4, 5, 6].map((n) => groups.call(n));
    await turn();
    expect(held.groups).toEqual([[1]]);
    held.releases.shift()?.();
    expect(await first).toBe(10);
    await turns();
    expect(held.groups).toEqual([[1], [2, 3, 4]]);
    held.releases.shift()?.();
    await turns();
    held.releases.shift()?.();
    expect(await Promise.all(later)).toEqual([20, 30, 40, 50, 60]);
    expect(held.groups).toEqual([[1], [2, 3, 4], [5, 6]]);
  });

  it('runs at most `concurrency` groups at once, and the calls of one turn share a group', async () => {
    const held = heldRuns();
    const groups = new CallGroups(held.run, { maxGroup: 50, concurrency: 2 });
    const calls = [groups.call(1), groups.call(2)];
    await turn();
    calls.push(groups.call(3));
    await turn();
    calls.push(groups.call(4), groups.call(5));
    await turn();
    expect(held.groups).toEqual([[1, 2], [3]]);
    held.releases.shift()?.();
    await turns();
    expect(held.groups).toEqual([[1, 2], [3], [4, 5]]);
    held.releases.splice(0).forEach((release) => release());
    expect(await Promise.all(calls)).toEqual([10, 20, 30, 40, 50]);
    expect(held.groups).toEqual([[1, 2], [3], [4, 5]]);
    expect(held.mostAtOnce()).toBe(2);
  });

  it('a call is answered when its run answers it, before the run ends; one left unanswered fails, and so does every call of a run that throws', async () => {
    let finish: () => void = () => undefined;
    const groups = new CallGroups<string, string>(async (inputs, answer) => {
      answer(0, { ok: true, value: `${inputs[0]} done` });
      answer(1, { ok: false, error: new Error('refused') });
      if (inputs[0] === 'throw') throw new Error('group failed');
      await new Promise<void>((resolve) => { finish = resolve; });
    }, { maxGroup: 10, concurrency: 1 });
    const [a, b, c] = [groups.call('a'), groups.call('b'), groups.call('c')];
    expect(await a).toBe('a done');
    await expect(b).rejects.toThrow('refused');
    finish();
    await expect(c).rejects.toThrow('grouped call left unanswered');
    const [x, y, z] = [groups.call('throw'), groups.call('y'), groups.call('z')];
    expect(await x).toBe('throw done');
    await expect(y).rejects.toThrow('refused');
    await expect(z).rejects.toThrow('group failed');
  });

  it('says when it is idle (the last run over, nothing waiting), and only then, so a keyed owner can drop it', async () => {
    const held = heldRuns();
    let idle = 0;
    const groups = new CallGroups(held.run, { maxGroup: 2, concurrency: 1, onIdle: () => { idle += 1; } });
    const first = groups.call(1);
    await turn();
    const second = groups.call(2); // waits behind the run in flight
    held.releases.shift()?.();
    expect(await first).toBe(10);
    await turns();
    expect(idle).toBe(0); // the second run is under way
    held.releases.shift()?.();
    expect(await second).toBe(20);
    await turns();
    expect(idle).toBe(1);
  });
});

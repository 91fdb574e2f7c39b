import { turnBufferedLogger } from './logger';

function capture() {
  const writes: Array<['out' | 'err', string]> = [];
  const logger = turnBufferedLogger({
    out: { write: (text: string) => writes.push(['out', text]) },
    err: { write: (text: string) => writes.push(['err', text]) },
  });
  return { logger, writes };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('turnBufferedLogger', () => {
  it("writes one turn's info lines in one write, in order, with their details as JSON", async () => {
    const { logger, writes } = capture();
    logger.info('ECPay notice recorded', { merchantTradeNo: 'T1' });
    logger.info('ECPay notice recorded', { merchantTradeNo: 'T2' });
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual([['out', 'ECPay notice recorded {"merchantTradeNo":"T1"}\nECPay notice recorded {"merchantTradeNo":"T2"}\n']]);
    logger.info('next turn');
    await nextTurn();
    expect(writes).toHaveLength(2);
    expect(writes[1]).toEqual(['out', 'next turn\n']);
  });

  it('writes an error at once, after the info lines held before it', () => {
    const { logger, writes } = capture();
    logger.info('before');
    logger.error('failed', { code: 'X' });
    expect(writes).toEqual([['out', 'before\n'], ['err', 'failed {"code":"X"}\n']]);
  });

  it('flush writes what is held (as on exit) and nothing when nothing is', async () => {
    const { logger, writes } = capture();
    logger.flush();
    expect(writes).toEqual([]);
    logger.info('last words');
    logger.flush();
    expect(writes).toEqual([['out', 'last words\n']]);
    await nextTurn();
    expect(writes).toHaveLength(1);
  });
});

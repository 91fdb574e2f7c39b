import { applyStatusCode, C2C_STATUS_CODES, meaningOfStatusCode, trackingNumberOf, type ShipmentProgress, type ShipmentStage } from './shipment-status';

const START: ShipmentProgress = { stage: 'pending', statusCode: null, statusAt: null, shippedAt: null, deliveredAt: null };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 2, minute));

describe('ECPay C2C status codes -> shipping status (research/ecpay.md 8.4)', () => {
  // Every code of research 8.4's milestone table (UNIMARTC2C, FAMIC2C, HILIFEC2C, OKMARTC2C columns) and its "other notable" row.
  it.each<[number, ShipmentStage | null, string]>([
    [300, 'prepared', 'order created at ECPay (7-ELEVEN, FamilyMart, Hi-Life)'],
    [2001, 'prepared', 'Hi-Life: order sent to the chain'],
    [2068, 'shipped', '7-ELEVEN: seller dropped the parcel (hand-in)'],
    [3032, 'shipped', 'FamilyMart/Hi-Life/OK: seller dropped the parcel (hand-in)'],
    [2030, 'shipped', '7-ELEVEN/OK: logistics centre accepted'],
    [3024, 'shipped', 'FamilyMart/Hi-Life: logistics centre accepted'],
    [2073, 'shipped', '7-ELEVEN/OK: arrived at the pickup store'],
    [2063, 'shipped', '7-ELEVEN: arrived at the pickup store'],
    [3018, 'shipped', 'FamilyMart/Hi-Life: arrived at the pickup store'],
    [3029, 'shipped', 'FamilyMart: arrived at the designated store'],
    [2105, 'shipped', 'store change applied'],
    [2067, 'delivered', '7-ELEVEN: buyer picked up'],
    [3022, 'delivered', 'FamilyMart/Hi-Life/OK: buyer picked up'],
    [2074, 'returned', '7-ELEVEN/OK: not picked up, returning'],
    [3020, 'returned', 'FamilyMart/Hi-Life: not picked up, returning'],
    [2076, 'returned', '7-ELEVEN: back at the logistics centre'],
    [3025, 'returned', 'Hi-Life: back at the logistics centre'],
    [2078, 'returned', 'OK: back at the logistics centre'],
    [2072, 'returned', "7-ELEVEN/OK: back at the sender's store"],
    [3019, 'returned', "FamilyMart/Hi-Life: back at the sender's store"],
    [3031, 'returned', "FamilyMart: back at the sender's designated store"],
    [2070, 'returned', '7-ELEVEN: seller collected the return'],
    [3023, 'returned', 'FamilyMart/Hi-Life/OK: seller collected the return'],
    [2096, 'returned', '7-ELEVEN: seller did not collect'],
    [3021, 'returned', 'FamilyMart/OK: seller did not collect'],
    [2075, 'returned', 'OK: seller did not collect (first notice)'],
    [2097, 'returned', '7-ELEVEN: returning by home delivery'],
    [7035, 'returned', 'FamilyMart: not collected in time, destroyed'],
    [2104, null, '7-ELEVEN: a store closed, choose again'],
    [7011, null, 'FamilyMart/Hi-Life: pickup store closed'],
    [7101, null, 'OK: pickup store closed'],
    [7032, null, 'FamilyMart/Hi-Life: sender store closed'],
    [7201, null, 'OK: sender store closed'],
    [9999, null, '7-ELEVEN: order cancelled'],
    [7013, null, 'not handed in before the deadline'],
    [7102, null, 'OK: delivery inspection error'], [7103, null, 'OK: delivery inspection error'], [7104, null, 'OK: delivery inspection error'],
    [7105, null, 'OK: delivery inspection error'], [7106, null, 'OK: delivery inspection error'], [7107, null, 'OK: delivery inspection error'],
  ])('%i -> %s (%s)', (code, stage) => {
    const meaning = meaningOfStatusCode(code);
    expect(meaning.known).toBe(true);
    expect(meaning.stage).toBe(stage);
  });

  it('the table holds exactly the codes named above (a code added without a test fails here)', () => {
    expect(Object.keys(C2C_STATUS_CODES).map(Number).sort((a, b) => a - b)).toEqual([
      300, 2001, 2030, 2063, 2067, 2068, 2070, 2072, 2073, 2074, 2075, 2076, 2078, 2096, 2097, 2104, 2105,
      3018, 3019, 3020, 3021, 3022, 3023, 3024, 3025, 3029, 3031, 3032,
      7011, 7013, 7032, 7035, 7101, 7102, 7103, 7104, 7105, 7106, 7107, 7201, 9999,
    ]);
  });

  it('only 2068 and 3032 are the hand-in (shipped_at), only 2067 and 3022 the pickup (delivered_at)', () => {
    const handedIn = Object.entries(C2C_STATUS_CODES).filter(([, m]) => m.handedIn).map(([c]) => Number(c));
    const pickedUp = Object.entries(C2C_STATUS_CODES).filter(([, m]) => m.pickedUp).map(([c]) => Number(c));
    expect(handedIn).toEqual([2068, 3032]);
    expect(pickedUp).toEqual([2067, 3022]);
  });

  it('store closed, return not collected, cancelled: listed to staff (attention); the happy path is not', () => {
    for (const code of [2104, 7011, 7101, 7032, 7201, 2096, 3021, 9999, 7035]) expect(meaningOfStatusCode(code).attention).toBe(true);
    for (const code of [300, 2068, 3032, 2030, 2073, 2067, 3022]) expect(meaningOfStatusCode(code).attention).toBeUndefined();
  });

  it('an unknown code is kept and shown as in transit, never an error', () => {
    expect(meaningOfStatusCode(2999)).toMatchObject({ known: false, stage: 'shipped' });
    const next = applyStatusCode({ ...START, stage: 'prepared', statusCode: 300, statusAt: at(0) }, 2999, at(5));
    expect(next).toMatchObject({ stage: 'shipped', statusCode: 2999, shippedAt: null });
  });
});

describe('shipping status only moves forward (except into returned)', () => {
  const run = (...steps: Array<[number, number]>) => steps.reduce((p, [code, minute]) => applyStatusCode(p, code, at(minute)), START);

  it('the happy path: created, handed in (shipped_at), in transit, at the store, picked up (delivered_at)', () => {
    const p = run([300, 0], [2068, 10], [2030, 20], [2073, 30], [2067, 40]);
    expect(p).toEqual({ stage: 'delivered', statusCode: 2067, statusAt: at(40), shippedAt: at(10), deliveredAt: at(40) });
  });

  it('an older code arriving after a newer one does not move it back, but a late hand-in still records shipped_at', () => {
    const p = run([300, 0], [3024, 20], [3032, 10], [300, 0]);
    expect(p).toMatchObject({ stage: 'shipped', statusCode: 3024, statusAt: at(20), shippedAt: at(10) });
  });

  it('within one stage the newer UpdateStatusDate is shown, whatever the order of arrival', () => {
    expect(run([2073, 30], [2030, 20])).toMatchObject({ stage: 'shipped', statusCode: 2073 });
    expect(run([2030, 20], [2073, 30])).toMatchObject({ stage: 'shipped', statusCode: 2073 });
  });

  it('delivered is not undone by a late in-transit code', () => {
    expect(run([2067, 40], [2073, 30], [2068, 10])).toMatchObject({ stage: 'delivered', statusCode: 2067, shippedAt: at(10), deliveredAt: at(40) });
  });

  it('returned is reached from any stage and never left', () => {
    expect(run([300, 0], [2074, 50])).toMatchObject({ stage: 'returned' });
    expect(run([2074, 50], [2067, 60], [2073, 70])).toMatchObject({ stage: 'returned', statusCode: 2074 });
  });

  it('a store-closed code keeps the stage and is shown only when it is the newest of that stage', () => {
    expect(run([2073, 30], [7011, 35])).toMatchObject({ stage: 'shipped', statusCode: 7011 });
    expect(run([2073, 30], [7011, 25])).toMatchObject({ stage: 'shipped', statusCode: 2073 });
  });
});

describe('tracking number (research 8.2)', () => {
  it('7-ELEVEN: CVSPaymentNo followed by CVSValidationNo; other chains: CVSPaymentNo; none before ECPay gives one', () => {
    expect(trackingNumberOf('UNIMARTC2C', 'G6544529', '7175')).toBe('G65445297175');
    expect(trackingNumberOf('FAMIC2C', '20260001234', null)).toBe('20260001234');
    expect(trackingNumberOf('UNIMARTC2C', null, '7175')).toBeNull();
  });
});

import { isValidPersonName, receiverNameOf } from './logistics-fields';

describe('C2C person names (SenderName / ReceiverName, research section 8.1)', () => {
  it.each([
    ['王小明', true, '3 Chinese characters (width 6)'],
    ['歐陽', true, '2 Chinese characters (width 4)'],
    ['司馬相如先', true, '5 Chinese characters (width 10)'],
    ['司馬相如先生', false, '6 Chinese characters (width 12)'],
    ['王', false, '1 Chinese character (width 2)'],
    ['Mary', true, '4 Latin letters'],
    ['MaryJaneOx', true, '10 Latin letters'],
    ['MaryJaneOxy', false, '11 Latin letters'],
    ['Amy', false, '3 Latin letters'],
    ['王Amy', false, 'mixed Chinese and Latin (issue 28: one or the other)'],
    ['Mary Jane', false, 'a space'],
    ['Mary2', false, 'a digit'],
    ["O'Neil", false, "ECPay's forbidden '"],
    ['陳_美麗', false, "ECPay's forbidden _"],
    ['', false, 'empty'],
  ])('%s -> %s (%s)', (name, valid) => {
    expect(isValidPersonName(name)).toBe(valid);
  });

  it.each<[string, string | undefined, string]>([
    ['陳 美麗', '陳美麗', 'spaces dropped'],
    ['Lin Wei Ting', 'LinWeiTing', 'spaces dropped, all 10 letters kept (issue 28: it was LinWeiTi)'],
    ['ＡＭＹ　ＬＥＥ', 'AMYLEE', 'full-width letters made half-width, the ideographic space dropped'],
    ["Mary-Jane O'Neil", undefined, 'symbols: refused, never cleaned into another name'],
    ['司馬相如先生', undefined, '6 Chinese characters: refused, never cut to 5'],
    ['Lin Wei Tinga', undefined, '11 letters: refused, never cut to 10'],
    ['王', undefined, 'too short: nothing can be invented'],
    ['12345', undefined, 'no letters at all'],
  ])('sends %j as %j (%s)', (confirmed, sent) => {
    expect(receiverNameOf(confirmed)).toBe(sent);
    if (sent !== undefined) expect(isValidPersonName(sent)).toBe(true);
  });
});

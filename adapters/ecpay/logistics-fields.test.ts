import { cleanPersonName, isValidPersonName, nameWidth } from './logistics-fields';

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
    ['王Amy', true, 'mixed, width 5'],
    ['Mary Jane', false, 'a space'],
    ['Mary2', false, 'a digit'],
    ["O'Neil", false, "ECPay's forbidden '"],
    ['陳_美麗', false, "ECPay's forbidden _"],
    ['', false, 'empty'],
  ])('%s -> %s (%s)', (name, valid) => {
    expect(isValidPersonName(name)).toBe(valid);
  });

  it('counts a Chinese or full-width character as 2, a Latin letter as 1', () => {
    expect(nameWidth('王小明')).toBe(6);
    expect(nameWidth('Ａmy')).toBe(4);
    expect(nameWidth('Amy')).toBe(3);
  });

  it.each<[string, string | undefined, string]>([
    ['陳 美麗', '陳美麗', 'spaces dropped'],
    ["Mary-Jane O'Neil 2", 'MaryJaneON', 'symbols, digits and spaces dropped, then cut to width 10'],
    ['司馬相如先生', '司馬相如先', 'cut to 5 Chinese characters'],
    ['林<script>', '林script', 'markup symbols dropped'],
    ['ＡＭＹ　ＬＥＥ', 'AMYLEE', 'full-width letters made half-width, the ideographic space dropped'],
    ['王', undefined, 'too short: nothing can be invented'],
    ['Al', undefined, 'too short'],
    ['12345', undefined, 'no letters at all'],
  ])('cleans %j to %j (%s)', (raw, cleaned) => {
    expect(cleanPersonName(raw)).toBe(cleaned);
    if (cleaned !== undefined) expect(isValidPersonName(cleaned)).toBe(true);
  });
});

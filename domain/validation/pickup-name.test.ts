import { parcelName, pickupNameProblem, validatePickupName } from './pickup-name';

/**
 * Issue 28: the pickup name the checkout accepts is the name ECPay prints on the parcel, whole (research/ecpay.md
 * section 8.1: ReceiverName, 2 to 5 Chinese characters or 4 to 10 Latin letters, no digits, symbols or spaces).
 */
describe('the pickup (receiver) name: ECPay C2C ReceiverName, one rule for checkout and shipment', () => {
  it.each<[string, string | undefined, string]>([
    ['王小明', '王小明', '3 Chinese characters'],
    ['歐陽', '歐陽', '2 Chinese characters'],
    ['司馬相如先', '司馬相如先', '5 Chinese characters'],
    ['  陳美麗 ', '陳美麗', 'trimmed'],
    ['陳 美麗', '陳美麗', 'a space inside is taken out'],
    ['Lin Wei Ting', 'LinWeiTing', 'a Latin name with spaces: 10 letters, all of them sent'],
    ['LinWeiTing', 'LinWeiTing', '10 Latin letters'],
    ['Mary', 'Mary', '4 Latin letters'],
    ['ＡＭＹ　ＬＥＥ', 'AMYLEE', 'full-width letters and the ideographic space (NFKC)'],
  ])('%j fits and ships as %j (%s)', (typed, onParcel) => {
    expect(pickupNameProblem(typed)).toBeUndefined();
    expect(validatePickupName(typed)).toBeUndefined();
    expect(parcelName(typed)).toBe(onParcel);
  });

  it.each<[string, string, string]>([
    ['', 'CHECKOUT_NAME_INVALID', 'empty (spec 2 §5 text)'],
    [' 王 ', 'CHECKOUT_NAME_INVALID', 'one character after trimming (spec 2 §5 text)'],
    ['司馬相如先生', 'PICKUP_NAME_CHINESE_LENGTH', '6 Chinese characters'],
    ['Lin Wei Tinga', 'PICKUP_NAME_LATIN_LENGTH', '11 letters: never cut to 10'],
    ['Amy', 'PICKUP_NAME_LATIN_LENGTH', '3 letters'],
    ['王Amy', 'PICKUP_NAME_MIXED', 'Chinese and Latin mixed'],
    ['王小明2', 'PICKUP_NAME_CHARACTERS', 'a digit'],
    ["O'Neil", 'PICKUP_NAME_CHARACTERS', "ECPay's forbidden '"],
    ['Mary-Jane', 'PICKUP_NAME_CHARACTERS', 'a hyphen'],
    ['陳_美麗', 'PICKUP_NAME_CHARACTERS', "ECPay's forbidden _"],
    ['Anna·Lee', 'PICKUP_NAME_CHARACTERS', 'a middle dot'],
    ['José Ruiz', 'PICKUP_NAME_CHARACTERS', 'an accented letter ECPay does not count as one of 26'],
    ['王<b>', 'PICKUP_NAME_CHARACTERS', 'markup'],
  ])('%j is refused with %s (%s), and nothing is sent', (typed, code) => {
    expect(pickupNameProblem(typed)).toBe(code);
    expect(validatePickupName(typed)?.code).toBe(code);
    expect(parcelName(typed)).toBeUndefined();
  });

  it('the field error says why and what to type, in zh-TW', () => {
    expect(validatePickupName('王小明2')?.message).toBe('取件人姓名只能有中文或英文字母，不可有數字或符號：請填證件上的姓名，例如 王小明 或 Lin Wei Ting');
    expect(validatePickupName('Lin Wei Tinga')?.message).toContain('4 到 10 個字母');
    expect(validatePickupName('司馬相如先生')?.message).toContain('2 到 5 個字');
  });
});

import path from 'node:path';
import { isExempt, zhLiterals, zhLiteralsOutsideCatalogue } from './zh-tw-literals';

const root = path.resolve(__dirname, '../..');

describe('no zh-TW literal outside the message catalogue (issue 10, section 2)', () => {
  it('application/, server/, adapters/ and web/src/ hold no Chinese literal: every message comes from a catalogue', () => {
    const found = zhLiteralsOutsideCatalogue(root).map((v) => `${v.file}:${v.line} ${v.text}`);
    expect(found).toEqual([]);
  });

  it.each([
    ['a thrown message', "throw new NotFoundError('ORDER_NOT_FOUND', '找不到這筆訂單');"],
    ['a response body', "ctx.body = { success: true, message: '結帳完成！' };"],
    ['a template literal', 'const subject = `【${shop}】密碼重設驗證碼`;'],
    ['a template literal ending in Chinese', 'const text = `${n} 件商品`;'],
    ['full-width punctuation only', "const separator = '，';"],
    ['a codec failure', "t.failure(input, context, '商品編號必須是正整數。');"],
    ['JSX text', 'const label = <span>加入購物車</span>;'],
  ])('catches a planted violation: %s', (_name, code) => {
    const file = code.includes('<span>') ? 'server/planted.tsx' : 'application/planted.ts';
    expect(zhLiterals(file, `${code}\n`)).toHaveLength(1);
  });

  it('a planted violation makes the whole-tree check fail (the check reads the files it is given)', () => {
    const planted = zhLiterals('application/orders/planted.ts', "export const M = '訂單已建立';\n");
    expect(planted).toEqual([{ file: 'application/orders/planted.ts', line: 1, text: '訂單已建立' }]);
    expect(isExempt('application/orders/planted.ts')).toBe(false);
  });

  it('lets through comments, English text, catalogue codes and escapes of non-Chinese text', () => {
    const code = [
      '// 中文註解 is a comment, not a literal',
      '/** 說明 */',
      "throw new NotFoundError('ORDER_NOT_FOUND', 'ORDER_NOT_FOUND');",
      "const message = say(ctx, 'CART_ITEM_ADDED');",
      "const english = 'request failed';",
    ].join('\n');
    expect(zhLiterals('server/http/ok.ts', code)).toEqual([]);
  });

  it.each([
    ['application/orders/checkout-cart.test.ts', true],
    ['application/orders/testing/test-fixture.ts', true],
    ['application/accounts/testing/password-reset-fixture.ts', true],
    ['application/cart/testing/in-memory-cart-store.ts', true],
    ['application/shared/testing/fake-clock.ts', true],
    ['adapters/persistence/testing/port-contract.ts', true],
    ['application/cart/in-memory-cart-store.ts', false],
    ['application/contracts/cart.ts', false],
    ['server/modules/accounts.module.ts', false],
    ['server/sandbox/ecpay/html.ts', true],
    ['adapters/persistence/seed/demo-products.ts', true],
    ['adapters/ecpay/ecpay-vectors.ts', true],
    ['application/orders/checkout-cart.ts', false],
    ['server/http/error-mapping.ts', false],
    ['adapters/ecpay/aio-payment.ts', false],
    ['adapters/mail/templates.ts', false],
    ['web/src/i18n/areas/checkout.ts', true],
    ['web/src/features/orders/order-test-support.ts', true],
    ['web/src/features/cart/CartPage.test.tsx', true],
    ['web/src/features/admin/AdminOrderPage.tsx', false],
    ['web/src/features/auth/auth-messages.ts', false],
    ['web/src/shell/TopBar.tsx', false],
  ])('exemptions: %s exempt=%s', (file, exempt) => {
    expect(isExempt(file)).toBe(exempt);
  });
});

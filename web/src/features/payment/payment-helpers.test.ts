import { buildHiddenPostForm, submitPaymentForm } from './submit-payment-form';
import { ORDER_TOKENS_KEY, orderTokenFor, saveOrderToken } from './order-tokens';

describe('submitPaymentForm', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('builds a hidden POST form with one hidden input per field', () => {
    const form = buildHiddenPostForm('https://pay.example/checkout', { MerchantID: '3002607', TotalAmount: 1600, Empty: null });
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://pay.example/checkout');
    const inputs = Array.from(form.querySelectorAll('input'));
    expect(inputs.map((input) => [input.type, input.name, input.value])).toEqual([
      ['hidden', 'MerchantID', '3002607'],
      ['hidden', 'TotalAmount', '1600'],
      ['hidden', 'Empty', ''],
    ]);
  });

  it('appends the form to the body and submits it', () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const form = submitPaymentForm('https://pay.example/checkout', { A: '1' });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(document.body.contains(form)).toBe(true);
  });

  it('refuses a missing address', () => {
    expect(() => submitPaymentForm('', {})).toThrow();
  });
});

describe('order tokens', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one token per order id under orderAccessTokens', () => {
    saveOrderToken('ORD-00000001', 'a');
    saveOrderToken('ORD-00000002', 'b');
    expect(orderTokenFor('ORD-00000001')).toBe('a');
    expect(orderTokenFor('ORD-00000002')).toBe('b');
    expect(orderTokenFor('ORD-00000003')).toBeNull();
    expect(JSON.parse(localStorage.getItem(ORDER_TOKENS_KEY) ?? '{}')).toEqual({ 'ORD-00000001': 'a', 'ORD-00000002': 'b' });
  });

  it('reads junk as no token', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(ORDER_TOKENS_KEY, '{not json');
    expect(orderTokenFor('ORD-00000001')).toBeNull();
    saveOrderToken('ORD-00000001', 'a');
    expect(orderTokenFor('ORD-00000001')).toBe('a');
  });
});

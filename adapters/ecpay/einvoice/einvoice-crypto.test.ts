import { decryptData, encryptData, encryptText, phpUrlencode, UndecryptableData } from './einvoice-crypto';

// ECPay's published stage e-invoice account (developers.ecpay.com.tw ?p=7958, research ecpay-einvoice.md section 8).
const STAGE = { hashKey: 'ejCk326UnaZWKisg', hashIv: 'q9jcZX8Ib9LM8wYk' };

describe('e-invoice Data crypto', () => {
  it("reproduces ECPay's published vector and decrypts it back", () => {
    const data = { Name: 'Test', ID: 'A123456789' };
    expect(phpUrlencode(JSON.stringify(data))).toBe('%7B%22Name%22%3A%22Test%22%2C%22ID%22%3A%22A123456789%22%7D');
    const published = 'uvI4yrErM37XNQkXGAgRgJAgHn2t72jahaMZzYhWL1HmvH4WV18VJDP2i9pTbC+tby5nxVExLLFyAkbjbS2Dvg==';
    expect(encryptData(data, STAGE)).toBe(published);
    expect(decryptData(published, STAGE)).toEqual(data);
  });

  it('decrypts the lower-case-hex variant of the same vector (the way ECPay encodes its answers)', () => {
    const lower = 'ZD/z07UvdmL3aYz0tsVo+bFXF5VldNcns6ezyfea777KOmLiizrUNDYe+v1bh2QTT4AySf1NICgXxWXB6f7c6A==';
    expect(encryptText('%7b%22Name%22%3a%22Test%22%2c%22ID%22%3a%22A123456789%22%7d', STAGE)).toBe(lower);
    expect(decryptData(lower, STAGE)).toEqual({ Name: 'Test', ID: 'A123456789' });
  });

  it("reproduces the SKILL CheckBarcode vector and our own C1 ('/' and '+' escaped)", () => {
    expect(encryptData({ MerchantID: '2000132', BarCode: '/1234567' }, STAGE))
      .toBe('XeEOdHpTRvxKEqs/JD9RSd16s7VtpyWVCN6AV44pKTW3DVa6yI7vKmjBRp2eulDhXoru/qBqFDBH3fEqlkMn3bbJfJBfGAq+v+SvttutYnc=');
    expect(encryptData({ MerchantID: '2000132', BarCode: '/ABC+123' }, STAGE))
      .toBe('XeEOdHpTRvxKEqs/JD9RSd16s7VtpyWVCN6AV44pKTW3DVa6yI7vKmjBRp2eulDhq0qb6ih8LodSpMl8aLzgim3PM8ThOErZojn2GFulqj4=');
  });

  it('reads our own answer vector C2, whose date holds a space that travels as +', () => {
    const c2 = 'vvdAMLz9ExDnnpaFkuViYPSatH9S6psFksGPOsEt6BWBpEsAfJ+Mfx6I1zUJH7gwKD7xOth9Xx0KNwT9Q3IMdsA+1mBXOJnRH9rCGO5SwAy0Djq4/4bso5oXbMS6lKNUVNIpLJbRoddf9yFCRDW8WAsW8/cbUDr3JNrmC9CK8BSRkqygXld8NJRXIwDzExrLPb2ufQDE0AQoRPttTF6sUubVllWmLBT970fc4i7+GKojDIVlrRUzEPrqS3nZz/Ud9JPnMKk+DNR6KXEGsT+6R7p86UoOW5O78+WBc9YL4g4qE7g8eugbkhFbwTQIKyu9';
    expect(decryptData(c2, STAGE)).toEqual({ RtnCode: 1, RtnMsg: '開立發票成功', InvoiceNo: 'AB12345678', InvoiceDate: '2026-12-01 10:00:00', RandomNumber: '1234' });
  });

  it("decrypts the CheckBarcode answer captured from ECPay's stage (RESP)", () => {
    const resp = 'XiPrW0fY9qcvZyZ3p4YO9Lmy/26tRJYNg7kUScZ2pi0tTmU9lPaYomsTDWIi8QHGeHn0evGvd2e1nu+6s4r7BtU7wrH0bJXfQIbXbx185mjc6lF9lxwIoSK1G/NnP5VdaGBE0FM1Cbu11AQPbGQE+A==';
    expect(decryptData(resp, STAGE)).toMatchObject({ RtnCode: 1 });
  });

  it('round-trips a request of our own with Chinese text, spaces and symbols', () => {
    const request = { MerchantID: '2000132', RelateNumber: 'O2026120100001', Items: [{ ItemName: '棉質 T 恤（白/M）!*', ItemAmount: 590 }] };
    expect(decryptData(encryptData(request, STAGE), STAGE)).toEqual(request);
  });

  it('refuses Data encrypted with other keys', () => {
    const other = { hashKey: 'XBERn1YOvpM9nfZc', hashIv: 'h1ONHk4P4yqbl5LK' };
    expect(() => decryptData(encryptData({ a: 1 }, other), STAGE)).toThrow(UndecryptableData);
  });
});

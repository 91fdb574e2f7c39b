import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Koa from 'koa';
import { Router } from '@koa/router';
import { ValidationError } from '../../../application/errors';
import type { IssueInvoiceRequest } from '../../../application/invoicing/einvoice-gateway.port';
import { EcpayEinvoiceError, EcpayEinvoiceGateway } from '../../../adapters/ecpay/einvoice/ecpay-einvoice-gateway';
import { EINVOICE_PATHS } from '../../../adapters/ecpay/einvoice/einvoice-codes';
import { decryptData, encryptData } from '../../../adapters/ecpay/einvoice/einvoice-crypto';
import { closeServer } from '../testing/local-servers';
import { mountEinvoices } from './einvoices';

// ECPay's published stage e-invoice account (research ecpay-einvoice.md section 3).
const STAGE = { merchantId: '2000132', hashKey: 'ejCk326UnaZWKisg', hashIv: 'q9jcZX8Ib9LM8wYk' };
const NOW = new Date('2026-12-01T02:00:00Z'); // 10:00 in Taipei

let server: Server;
let baseUrl: string;
beforeAll(async () => {
  const router = new Router({ prefix: '/sandbox/ecpay' });
  mountEinvoices(router, STAGE, { now: () => NOW });
  const app = new Koa().use(router.routes());
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox/ecpay`;
});
afterAll(() => closeServer(server));

const gateway = (overrides: Partial<typeof STAGE> = {}, now = NOW) =>
  new EcpayEinvoiceGateway({ ...STAGE, ...overrides, baseUrl }, { clock: { now: () => now } });

let serial = 0;
const request = (changes: Partial<IssueInvoiceRequest> = {}): IssueInvoiceRequest => ({
  reference: `O20261201${String(++serial).padStart(5, '0')}`,
  recipient: { kind: 'member-carrier' },
  buyer: { name: '王小明', email: 'ming@example.com' },
  lines: [
    { name: '棉質 T 恤 白 M', quantity: 2, unitPrice: 590, amount: 1180, unit: '件' },
    { name: '運費', quantity: 1, unitPrice: 60, amount: 60, unit: '式' },
  ],
  total: 1240,
  ...changes,
});

describe('the ECPay e-invoice adapter against the simulator, over HTTP', () => {
  it('issues an invoice with a number from the 字軌 range, its Taipei date and a random code, and reads it back', async () => {
    const req = request();
    const issued = await gateway().issueInvoice(req);
    if (issued.kind !== 'issued') throw new Error(`not issued: ${JSON.stringify(issued)}`);
    expect(issued.invoice.number).toMatch(/^[A-Z]{2}\d{8}$/);
    expect(issued.invoice.issuedAt).toEqual(NOW);
    expect(issued.invoice.randomCode).toMatch(/^\d{4}$/);
    const second = await gateway().issueInvoice(request());
    expect(second.kind === 'issued' && Number(second.invoice.number.slice(2)) - Number(issued.invoice.number.slice(2))).toBe(1);
    expect(await gateway().findInvoice(req.reference.toLowerCase())).toEqual({ kind: 'found', invoice: issued.invoice, voided: false });
  });

  it('answers a reused reference (any letter case) as a duplicate, not a second invoice', async () => {
    const req = request({ reference: 'DupAbc123' });
    expect((await gateway().issueInvoice(req)).kind).toBe('issued');
    expect(await gateway().issueInvoice({ ...req, reference: 'dupabc123' })).toEqual({ kind: 'duplicate_reference' });
  });

  it('voids an invoice once; GetIssue then says voided, and a second void is refused', async () => {
    const req = request();
    const issued = await gateway().issueInvoice(req);
    if (issued.kind !== 'issued') throw new Error('not issued');
    const target = { number: issued.invoice.number, issuedAt: issued.invoice.issuedAt, reason: '訂單取消' };
    expect(await gateway().voidInvoice(target)).toEqual({ kind: 'voided' });
    expect(await gateway().findInvoice(req.reference)).toMatchObject({ kind: 'found', voided: true });
    expect(await gateway().voidInvoice(target)).toMatchObject({ kind: 'refused', code: '5070453' });
  });

  it('issues donations, mobile-barcode and company invoices with ECPay\'s Print/Donation combinations', async () => {
    for (const recipient of [
      { kind: 'donation', loveCode: '168001' }, { kind: 'mobile-barcode', barcode: '/ABC+123' },
      { kind: 'certificate', certificate: 'AB12345678901234' }, { kind: 'company', taxId: '04595257', title: '測試股份有限公司' },
    ] as const) {
      expect(await gateway().issueInvoice(request({ recipient }))).toMatchObject({ kind: 'issued' });
    }
  });

  it('is refused a company invoice whose tax id fails the MOF checksum', async () => {
    expect(await gateway().issueInvoice(request({ recipient: { kind: 'company', taxId: '12345678', title: '某公司' } })))
      .toMatchObject({ kind: 'refused', message: expect.stringContaining('統一編號') });
  });

  it('refuses to send lines that do not add up to the total', async () => {
    await expect(gateway().issueInvoice(request({ total: 1241 }))).rejects.toThrow(ValidationError);
  });

  it('checks barcodes and love codes: exists, unknown, and 9000001 as the ministry being down', async () => {
    expect(await gateway().checkMobileBarcode('/1234567')).toEqual({ kind: 'exists' });
    expect(await gateway().checkMobileBarcode('/1234560')).toEqual({ kind: 'unknown' });
    expect(await gateway().checkMobileBarcode('/MOFDOWN')).toEqual({ kind: 'service_down' });
    expect(await gateway().checkLoveCode('168001')).toEqual({ kind: 'exists' });
    expect(await gateway().checkLoveCode('9000001')).toEqual({ kind: 'service_down' });
  });

  it('turns HTTP 403 into rate_limited with a 30-minute wait', async () => {
    const fetch403 = (async () => new Response('Forbidden', { status: 403 })) as typeof fetch;
    const limited = new EcpayEinvoiceGateway({ ...STAGE, baseUrl }, { clock: { now: () => NOW }, fetch: fetch403 });
    expect(await limited.checkLoveCode('168001')).toEqual({ kind: 'rate_limited', retryAt: new Date(NOW.getTime() + 30 * 60 * 1000) });
  });
});

describe('the e-invoice simulator refuses', () => {
  it('a timestamp older than 10 minutes (TransCode is not 1)', async () => {
    const stale = gateway({}, new Date(NOW.getTime() - 10 * 60 * 1000 - 1000));
    await expect(stale.checkLoveCode('168001')).rejects.toMatchObject({ reason: 'trans_code' });
    expect(await gateway({}, new Date(NOW.getTime() - 9 * 60 * 1000)).checkLoveCode('168001')).toEqual({ kind: 'exists' });
  });

  it('Data encrypted with other keys, and another MerchantID', async () => {
    const wrongKeys = gateway({ hashKey: 'XBERn1YOvpM9nfZc', hashIv: 'h1ONHk4P4yqbl5LK' });
    await expect(wrongKeys.checkLoveCode('168001')).rejects.toThrow(EcpayEinvoiceError);
    await expect(gateway({ merchantId: '2000001' }).checkLoveCode('168001')).rejects.toMatchObject({ reason: 'trans_code' });
  });

  it('amounts that do not add up, sent past the adapter', async () => {
    const answer = await post(EINVOICE_PATHS.issue, { ...issueFields(), SalesAmount: 100 });
    expect(answer.RtnCode).not.toBe(1);
    expect(answer.RtnMsg).toContain('SalesAmount');
  });

  it('a donation with Print=1, and a tax id with no carrier and Print=0', async () => {
    expect((await post(EINVOICE_PATHS.issue, { ...issueFields(), Donation: '1', LoveCode: '168001', CarrierType: '', Print: '1', CustomerAddr: '台北市' })).RtnMsg).toContain('Print');
    expect((await post(EINVOICE_PATHS.issue, { ...issueFields(), CustomerIdentifier: '04595257', CarrierType: '', Print: '0' })).RtnMsg).toContain('Print');
  });

  it('and answers in lower-case hex with + for spaces, as ECPay does', async () => {
    const response = await fetch(`${baseUrl}${EINVOICE_PATHS.issue}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: envelope(issueFields()) });
    const body = await response.json() as { Data: string };
    const { createDecipheriv } = await import('node:crypto');
    const decipher = createDecipheriv('aes-128-cbc', Buffer.from(STAGE.hashKey), Buffer.from(STAGE.hashIv));
    const plain = Buffer.concat([decipher.update(Buffer.from(body.Data, 'base64')), decipher.final()]).toString('utf8');
    expect(plain).toMatch(/%7b%22RtnCode%22%3a1/);
    expect(plain).toMatch(/\d{4}-\d{2}-\d{2}\+10%3a00%3a00/);
  });
});

function issueFields(): Record<string, unknown> {
  return {
    MerchantID: STAGE.merchantId, RelateNumber: `RAW${++serial}`, CustomerIdentifier: '', CustomerName: '王小明', CustomerAddr: '', CustomerPhone: '',
    CustomerEmail: 'ming@example.com', Print: '0', Donation: '0', LoveCode: '', CarrierType: '1', CarrierNum: '', TaxType: '1', SalesAmount: 50,
    InvType: '07', vat: '1', Items: [{ ItemSeq: 1, ItemName: '商品', ItemCount: 1, ItemWord: '個', ItemPrice: 50, ItemTaxType: '1', ItemAmount: 50 }],
  };
}

function envelope(data: Record<string, unknown>): string {
  return JSON.stringify({ MerchantID: STAGE.merchantId, RqHeader: { Timestamp: Math.floor(NOW.getTime() / 1000), Revision: '3.0.0' }, Data: encryptData(data, STAGE) });
}

async function post(path: string, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: envelope(data) });
  const body = await response.json() as { TransCode: number; Data: string };
  expect(body.TransCode).toBe(1);
  return decryptData(body.Data, STAGE) as Record<string, unknown>;
}

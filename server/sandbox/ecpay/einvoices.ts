import { Router } from '@koa/router';
import type { Context } from 'koa';
import type { Clock } from '../../../application/shared/clock.port';
import { DUPLICATE_RELATE_NUMBER, EINVOICE_PATHS } from '../../../adapters/ecpay/einvoice/einvoice-codes';
import { decryptData, encryptText, phpUrlencode, type EinvoiceKeys } from '../../../adapters/ecpay/einvoice/einvoice-crypto';
import { formatEcpayDateTime } from '../../../adapters/ecpay/taipei-time';
import { readJsonBody } from './einvoice-body';
import { EINVOICE_FIELD_ERROR, issueProblem } from './einvoice-checks';

export interface EinvoiceSandboxAccount extends EinvoiceKeys { merchantId: string }

interface Invoice { relateNumber: string; number: string; date: string; random: string; sales: number; voided: boolean }

/** The simulator's own TransCodes: ECPay does not publish the values for these envelope failures (research section 5). */
const TRANS = { badEnvelope: 9000, badMerchant: 9001, undecryptable: 9002, staleTimestamp: 9003 } as const;
/** The simulator's 字軌: two letters, numbers counting up from a book's start (research section 5). */
const TRACK = 'SB';
const MAX_INVOICES = 2000;

/**
 * ECPay's B2C e-invoice endpoints (issue 30) on the simulator's router: the envelope, the stage keys, the
 * 10-minute timestamp and Issue's field rules are checked as ECPay's stage does; answers are encoded the way
 * ECPay does (lower-case hex, '+' for spaces). Invoices are kept in memory, like the trades.
 */
export function mountEinvoices(router: Router, account: EinvoiceSandboxAccount, clock: Clock): void {
  const byRelateNumber = new Map<string, Invoice>();
  const byNumber = new Map<string, Invoice>();
  let next = 10000000;

  const answer = (ctx: Context, transCode: number, transMsg: string, data?: Record<string, unknown>) => {
    ctx.type = 'application/json';
    ctx.body = JSON.stringify({
      MerchantID: account.merchantId,
      RpHeader: { Timestamp: Math.floor(clock.now().getTime() / 1000) },
      TransCode: transCode,
      TransMsg: transMsg,
      Data: data === undefined ? '' : encryptText(phpUrlencode(JSON.stringify(data)).replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase()), account),
    });
  };

  const endpoint = (path: string, handle: (data: Record<string, unknown>) => Record<string, unknown>) => {
    router.post(path, async (ctx) => {
      const body = await readJsonBody(ctx);
      const header = body?.RqHeader as { Timestamp?: unknown } | undefined;
      if (!body || typeof body.Data !== 'string' || typeof header?.Timestamp !== 'number') return answer(ctx, TRANS.badEnvelope, '參數格式錯誤');
      if (body.MerchantID !== account.merchantId) return answer(ctx, TRANS.badMerchant, `MerchantID Error（${String(body.MerchantID)}）`);
      if (clock.now().getTime() / 1000 - header.Timestamp > 600) return answer(ctx, TRANS.staleTimestamp, 'Timestamp 已逾 10 分鐘');
      let data: Record<string, unknown>;
      try {
        data = decryptData(body.Data, account) as Record<string, unknown>;
      } catch {
        return answer(ctx, TRANS.undecryptable, '解密失敗（HashKey / HashIV 不符）');
      }
      if (data?.MerchantID !== account.merchantId) return answer(ctx, TRANS.badMerchant, 'Data 內的 MerchantID 不符');
      answer(ctx, 1, '', handle(data));
    });
  };

  endpoint(EINVOICE_PATHS.issue, (d) => {
    const problem = issueProblem(d);
    if (problem) return { RtnCode: EINVOICE_FIELD_ERROR, RtnMsg: problem, InvoiceNo: '', InvoiceDate: '', RandomNumber: '' };
    const relateNumber = String(d.RelateNumber);
    // Case is ignored: 123abc456 is 123ABC456 (research section 4).
    if (byRelateNumber.has(relateNumber.toUpperCase())) {
      return { RtnCode: DUPLICATE_RELATE_NUMBER, RtnMsg: 'B2C開立發票 自訂編號重覆，請重新設定', InvoiceNo: '', InvoiceDate: '', RandomNumber: '' };
    }
    const invoice: Invoice = {
      relateNumber,
      number: `${TRACK}${next++}`,
      date: formatEcpayDateTime(clock.now()).replace(/\//g, '-'),
      random: String(Math.floor(Math.random() * 10000)).padStart(4, '0'),
      sales: d.SalesAmount as number,
      voided: false,
    };
    byRelateNumber.set(relateNumber.toUpperCase(), invoice);
    byNumber.set(invoice.number, invoice);
    if (byNumber.size > MAX_INVOICES) {
      const oldest = byNumber.values().next().value as Invoice;
      byNumber.delete(oldest.number);
      byRelateNumber.delete(oldest.relateNumber.toUpperCase());
    }
    return { RtnCode: 1, RtnMsg: '開立發票成功', InvoiceNo: invoice.number, InvoiceDate: invoice.date, RandomNumber: invoice.random };
  });

  endpoint(EINVOICE_PATHS.invalid, (d) => {
    const invoice = byNumber.get(String(d.InvoiceNo ?? ''));
    const no = String(d.InvoiceNo ?? '');
    if (!invoice || String(d.InvoiceDate ?? '').slice(0, 10) !== invoice.date.slice(0, 10)) return { RtnCode: 9999002, RtnMsg: '查無此發票', InvoiceNo: no };
    if (typeof d.Reason !== 'string' || d.Reason === '' || d.Reason.length > 20) return { RtnCode: EINVOICE_FIELD_ERROR, RtnMsg: 'Reason 須為 1 至 20 字', InvoiceNo: no };
    // WOO treats 5070453 on Invalid as success, probably "already voided" (UNVERIFIED).
    if (invoice.voided) return { RtnCode: 5070453, RtnMsg: '發票已作廢', InvoiceNo: no };
    invoice.voided = true;
    return { RtnCode: 1, RtnMsg: '作廢發票成功', InvoiceNo: no };
  });

  endpoint(EINVOICE_PATHS.getIssue, (d) => {
    const invoice = byRelateNumber.get(String(d.RelateNumber ?? '').toUpperCase());
    if (!invoice) return { RtnCode: 9999002, RtnMsg: '查無此發票' };
    return {
      RtnCode: 1, RtnMsg: '查詢成功', IIS_Number: invoice.number, IIS_Relate_Number: invoice.relateNumber, IIS_Create_Date: invoice.date,
      IIS_Random_Number: invoice.random, IIS_Sales_Amount: invoice.sales, IIS_Issue_Status: invoice.voided ? '0' : '1', IIS_Invalid_Status: invoice.voided ? '1' : '0',
    };
  });

  // The ministry's registry, played: a code ending in 0 is unknown, '/MOFDOWN' and love code 9000001 say the service is down.
  const check = (value: string, format: RegExp, down: string) => {
    if (value === down) return { RtnCode: 9000001, RtnMsg: '財政部大平台服務異常' };
    if (!format.test(value)) return { RtnCode: EINVOICE_FIELD_ERROR, RtnMsg: '格式錯誤' };
    return { RtnCode: 1, RtnMsg: '執行成功', IsExist: value.endsWith('0') ? 'N' : 'Y' };
  };
  endpoint(EINVOICE_PATHS.checkBarcode, (d) => {
    // The key is BarCode in the SDK, Barcode in a port of it: either is read (research section 7).
    const key = Object.keys(d).find((k) => k.toLowerCase() === 'barcode');
    return check(String(key ? d[key] : ''), /^\/[0-9A-Z.+-]{7}$/, '/MOFDOWN');
  });
  endpoint(EINVOICE_PATHS.checkLoveCode, (d) => check(String(d.LoveCode ?? ''), /^\d{3,7}$/, '9000001'));
}

import { ProviderUnavailableError, ValidationError } from '../../../application/errors';
import type {
  CheckCodeOutcome, EinvoiceGateway, FindInvoiceOutcome, IssuedInvoice, IssueInvoiceOutcome, IssueInvoiceRequest,
  RateLimited, VoidInvoiceOutcome,
} from '../../../application/invoicing/einvoice-gateway.port';
import type { Clock } from '../../../application/shared/clock.port';
import { systemClock } from '../../clock/system-clock';
import { endpoint } from '../aio-payment';
import { formatEcpayDateTime, parseEcpayDateTime } from '../taipei-time';
import { DUPLICATE_RELATE_NUMBER, EINVOICE_PATHS, EINVOICE_REVISION, MOF_SERVICE_DOWN, RATE_LIMIT_WAIT_MS } from './einvoice-codes';
import { decryptData, encryptData, UndecryptableData, type EinvoiceKeys } from './einvoice-crypto';
import { issueData } from './issue-data';

export interface EinvoiceAccount extends EinvoiceKeys {
  merchantId: string;
  /** Scheme and host (and path prefix, for the simulator), without /B2CInvoice/... */
  baseUrl: string;
}

export interface EcpayEinvoiceOptions {
  clock?: Clock;
  /** The HTTP transport (tests and the demo point it at the simulator). Default: global fetch. */
  fetch?: typeof fetch;
  /** One call's timeout, default 10 s. */
  timeoutMs?: number;
}

export type EinvoiceFailure = 'timeout' | 'network' | 'http_status' | 'garbled' | 'trans_code';

/** ECPay could not be reached or answered something we cannot trust: retry later. `detail` never holds the keys. */
export class EcpayEinvoiceError extends ProviderUnavailableError {
  constructor(readonly reason: EinvoiceFailure, readonly detail: string) {
    super('EINVOICE_UNAVAILABLE', 'EINVOICE_UNAVAILABLE');
  }
}

type Answer = Record<string, unknown> & { RtnCode?: unknown; RtnMsg?: unknown };

/**
 * ECPay's B2C e-invoice API 3.x behind the EinvoiceGateway port: every call is a JSON envelope
 * {MerchantID, RqHeader:{Timestamp, Revision}, Data} with Data encrypted (einvoice-crypto.ts), answered by
 * {TransCode, TransMsg, Data}. TransCode other than 1 means the envelope itself failed; RtnCode inside Data
 * is the operation's result. Stateless.
 */
export class EcpayEinvoiceGateway implements EinvoiceGateway {
  constructor(private readonly account: Readonly<EinvoiceAccount>, private readonly options: EcpayEinvoiceOptions = {}) {}

  /** @throws ValidationError when the lines do not add up to the total (nothing is sent). */
  async issueInvoice(request: IssueInvoiceRequest): Promise<IssueInvoiceOutcome> {
    const sum = request.lines.reduce((total, line) => total + line.amount, 0);
    if (request.lines.length === 0 || sum !== request.total) throw new ValidationError('EINVOICE_AMOUNTS_MISMATCH', 'EINVOICE_AMOUNTS_MISMATCH');
    const answer = await this.call(EINVOICE_PATHS.issue, issueData(request, this.account.merchantId));
    if (isRateLimited(answer)) return answer;
    if (answer.RtnCode === DUPLICATE_RELATE_NUMBER) return { kind: 'duplicate_reference' };
    if (answer.RtnCode !== 1) return refused(answer);
    return { kind: 'issued', invoice: readInvoice(answer.InvoiceNo, answer.InvoiceDate, answer.RandomNumber) };
  }

  async voidInvoice(invoice: { number: string; issuedAt: Date; reason: string }): Promise<VoidInvoiceOutcome> {
    const answer = await this.call(EINVOICE_PATHS.invalid, {
      MerchantID: this.account.merchantId,
      InvoiceNo: invoice.number,
      // yyyy-MM-dd in Taipei (SDKPHP Invalid.php).
      InvoiceDate: formatEcpayDateTime(invoice.issuedAt).slice(0, 10).replace(/\//g, '-'),
      Reason: invoice.reason.slice(0, 20),
    });
    if (isRateLimited(answer)) return answer;
    return answer.RtnCode === 1 ? { kind: 'voided' } : refused(answer);
  }

  async findInvoice(reference: string): Promise<FindInvoiceOutcome> {
    const answer = await this.call(EINVOICE_PATHS.getIssue, { MerchantID: this.account.merchantId, RelateNumber: reference });
    if (isRateLimited(answer)) return answer;
    // Which RtnCode means "no such invoice" is not published: anything but 1 is read as not found.
    if (answer.RtnCode !== 1) return { kind: 'not_found', code: String(answer.RtnCode ?? ''), message: String(answer.RtnMsg ?? '') };
    return {
      kind: 'found',
      invoice: readInvoice(answer.IIS_Number, answer.IIS_Create_Date, answer.IIS_Random_Number),
      voided: String(answer.IIS_Invalid_Status) === '1',
    };
  }

  checkMobileBarcode(barcode: string): Promise<CheckCodeOutcome> {
    return this.check(EINVOICE_PATHS.checkBarcode, { MerchantID: this.account.merchantId, BarCode: barcode });
  }

  checkLoveCode(loveCode: string): Promise<CheckCodeOutcome> {
    return this.check(EINVOICE_PATHS.checkLoveCode, { MerchantID: this.account.merchantId, LoveCode: loveCode });
  }

  private async check(path: string, data: Record<string, string>): Promise<CheckCodeOutcome> {
    const answer = await this.call(path, data);
    if (isRateLimited(answer)) return answer;
    if (answer.RtnCode === MOF_SERVICE_DOWN) return { kind: 'service_down' };
    if (answer.RtnCode !== 1) return refused(answer);
    // RtnCode 1 only says the call worked; IsExist says whether the code does.
    return answer.IsExist === 'Y' ? { kind: 'exists' } : { kind: 'unknown' };
  }

  /** One envelope POST: the decrypted Data, or rate_limited on HTTP 403. */
  private async call(path: string, data: Record<string, unknown>): Promise<Answer | RateLimited> {
    const clock = this.options.clock ?? systemClock;
    const timeoutMs = this.options.timeoutMs ?? 10_000;
    const envelope = {
      MerchantID: this.account.merchantId,
      RqHeader: { Timestamp: Math.floor(clock.now().getTime() / 1000), Revision: EINVOICE_REVISION },
      Data: encryptData(data, this.account),
    };
    let status: number;
    let text: string;
    try {
      const response = await (this.options.fetch ?? fetch)(endpoint(this.account.baseUrl, path), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(envelope),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const name = (error as { name?: string } | null)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new EcpayEinvoiceError('timeout', `no answer within ${timeoutMs} ms`);
      throw new EcpayEinvoiceError('network', (error as Error)?.message ?? String(error));
    }
    // Calling too fast is answered 403, and ECPay asks to wait 30 minutes (research section 9).
    if (status === 403) return { kind: 'rate_limited', retryAt: new Date(clock.now().getTime() + RATE_LIMIT_WAIT_MS) };
    if (status < 200 || status > 299) throw new EcpayEinvoiceError('http_status', `HTTP ${status}: ${text.slice(0, 200)}`);
    let body: { TransCode?: unknown; TransMsg?: unknown; Data?: unknown };
    try {
      body = JSON.parse(text);
    } catch {
      throw new EcpayEinvoiceError('garbled', `not JSON: ${text.slice(0, 200)}`);
    }
    if (body.TransCode !== 1) throw new EcpayEinvoiceError('trans_code', `TransCode ${String(body.TransCode)}: ${String(body.TransMsg ?? '')}`.slice(0, 200));
    try {
      const answer = decryptData(String(body.Data ?? ''), this.account);
      if (typeof answer !== 'object' || answer === null) throw new UndecryptableData('Data is not an object');
      return answer as Answer;
    } catch (error) {
      throw new EcpayEinvoiceError('garbled', (error as Error).message);
    }
  }
}

function isRateLimited(answer: Answer | RateLimited): answer is RateLimited {
  return (answer as RateLimited).kind === 'rate_limited';
}

function refused(answer: Answer): { kind: 'refused'; code: string; message: string } {
  return { kind: 'refused', code: String(answer.RtnCode ?? ''), message: String(answer.RtnMsg ?? '') };
}

/** An issued invoice from ECPay's fields; an answer that claims success without them is garbage. */
function readInvoice(number: unknown, date: unknown, random: unknown): IssuedInvoice {
  // InvoiceDate comes as yyyy-MM-dd HH:mm:ss or yyyy/MM/dd HH:mm:ss, Taipei time.
  const issuedAt = typeof date === 'string' ? parseEcpayDateTime(date.replace(/-/g, '/')) : undefined;
  if (typeof number !== 'string' || !/^[A-Z]{2}\d{8}$/.test(number) || !issuedAt || typeof random !== 'string' || !/^\d{4}$/.test(random)) {
    throw new EcpayEinvoiceError('garbled', `not an invoice: ${JSON.stringify({ number, date, random }).slice(0, 200)}`);
  }
  return { number, issuedAt, randomCode: random };
}

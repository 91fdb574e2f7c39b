import { ProviderUnavailableError } from '../../errors';
import type {
  CheckCodeOutcome, EinvoiceGateway, FindInvoiceOutcome, IssuedInvoice, IssueInvoiceOutcome, IssueInvoiceRequest, VoidInvoiceOutcome,
} from '../einvoice-gateway.port';

type Call = 'issue' | 'void' | 'find' | 'check-barcode' | 'check-love-code';
type Scripted = { kind: 'rate_limited'; retryAt: Date } | { kind: 'refused'; code: string; message: string } | 'outage';

/**
 * ECPay's e-invoice service in memory for the use-case tests: one invoice per RelateNumber (any letter case), a
 * repeat answered as a duplicate, GetIssue and Invalid as ECPay answers them. `next(call, answer)` scripts the next
 * answer of a call (a 403, a refusal, an outage); `calls` records every call made, in order. CheckBarcode and
 * CheckLoveCode find every code but those in `unknownCodes` (recorded with the code as `reference`).
 */
export class ScriptedEinvoiceGateway implements EinvoiceGateway {
  readonly calls: Array<{ call: Call; reference?: string; number?: string; request?: IssueInvoiceRequest }> = [];
  readonly invoices = new Map<string, { invoice: IssuedInvoice; voided: boolean; request: IssueInvoiceRequest }>();
  readonly unknownCodes = new Set<string>();
  private readonly script: Array<{ call: Call; answer: Scripted }> = [];
  private serial = 0;

  constructor(private readonly now: () => Date) {}

  next(call: Call, answer: Scripted): void {
    this.script.push({ call, answer });
  }

  async issueInvoice(request: IssueInvoiceRequest): Promise<IssueInvoiceOutcome> {
    this.calls.push({ call: 'issue', reference: request.reference, request });
    const scripted = this.scripted('issue');
    if (scripted) return scripted;
    const key = request.reference.toUpperCase();
    if (this.invoices.has(key)) return { kind: 'duplicate_reference' };
    this.serial += 1;
    const invoice = { number: `AB${String(10_000_000 + this.serial)}`, issuedAt: this.now(), randomCode: String(1000 + this.serial) };
    this.invoices.set(key, { invoice, voided: false, request });
    return { kind: 'issued', invoice };
  }

  async voidInvoice(target: { number: string; issuedAt: Date; reason: string }): Promise<VoidInvoiceOutcome> {
    this.calls.push({ call: 'void', number: target.number });
    const scripted = this.scripted('void');
    if (scripted) return scripted;
    const found = [...this.invoices.values()].find((entry) => entry.invoice.number === target.number);
    if (!found || found.voided) return { kind: 'refused', code: '5070453', message: 'already voided or unknown' };
    found.voided = true;
    return { kind: 'voided' };
  }

  async findInvoice(reference: string): Promise<FindInvoiceOutcome> {
    this.calls.push({ call: 'find', reference });
    const scripted = this.scripted('find');
    if (scripted) return scripted.kind === 'refused' ? { kind: 'not_found', code: scripted.code, message: scripted.message } : scripted;
    const found = this.invoices.get(reference.toUpperCase());
    return found ? { kind: 'found', invoice: found.invoice, voided: found.voided } : { kind: 'not_found', code: '0', message: 'no such invoice' };
  }

  async checkMobileBarcode(barcode: string): Promise<CheckCodeOutcome> {
    return this.checkCode('check-barcode', barcode);
  }

  async checkLoveCode(loveCode: string): Promise<CheckCodeOutcome> {
    return this.checkCode('check-love-code', loveCode);
  }

  /** Calls of one kind so far. */
  count(call: Call): number {
    return this.calls.filter((made) => made.call === call).length;
  }

  private checkCode(call: Call, code: string): CheckCodeOutcome {
    this.calls.push({ call, reference: code });
    return this.unknownCodes.has(code) ? { kind: 'unknown' } : { kind: 'exists' };
  }

  private scripted(call: Call): Exclude<Scripted, 'outage'> | undefined {
    const index = this.script.findIndex((entry) => entry.call === call);
    if (index < 0) return undefined;
    const [{ answer }] = this.script.splice(index, 1);
    if (answer === 'outage') throw new ProviderUnavailableError('EINVOICE_UNAVAILABLE', 'EINVOICE_UNAVAILABLE');
    return answer;
  }
}

/**
 * The Issue field rules ECPay's stage applies (research ecpay-einvoice.md section 4), as the simulator checks
 * them: the first broken rule's message, or undefined. The RtnCodes of these refusals are not published; the
 * simulator answers them with its own code (EINVOICE_FIELD_ERROR).
 */
export const EINVOICE_FIELD_ERROR = 9999001;

const CARRIER_NUM: Record<string, RegExp> = { '': /^$/, '1': /^$/, '2': /^[A-Z]{2}\d{14}$/, '3': /^\/[0-9A-Z.+-]{7}$/ };

/** The MOF checksum with the 2023 rule (/5), and either reading of a 7 in the seventh place (research section 7). */
export function isValidTaxId(taxId: string): boolean {
  if (!/^\d{8}$/.test(taxId)) return false;
  const weights = [1, 2, 1, 2, 1, 2, 4, 1];
  const digits = [...taxId].map(Number);
  const sum = digits.reduce((s, d, i) => s + Math.floor((d * weights[i]) / 10) + ((d * weights[i]) % 10), 0);
  return sum % 5 === 0 || (digits[6] === 7 && (sum - 1) % 5 === 0);
}

export function issueProblem(d: Record<string, unknown>): string | undefined {
  const text = (name: string) => (typeof d[name] === 'string' ? (d[name] as string) : '');
  if (!/^[A-Za-z0-9]{1,50}$/.test(text('RelateNumber'))) return 'RelateNumber 須為 50 字以內英數字';
  if (text('CustomerPhone') === '' && text('CustomerEmail') === '') return 'CustomerPhone 與 CustomerEmail 至少須填一項';
  const taxId = text('CustomerIdentifier');
  if (taxId !== '' && !isValidTaxId(taxId)) return 'CustomerIdentifier 統一編號格式錯誤';
  const print = text('Print');
  const donation = text('Donation');
  const carrier = text('CarrierType');
  if (!['0', '1'].includes(print) || !['0', '1'].includes(donation)) return 'Print 與 Donation 須為 0 或 1';
  if (!(carrier in CARRIER_NUM)) return 'CarrierType 須為空白、1、2 或 3（模擬器不支援悠遊卡與一卡通）';
  if (!CARRIER_NUM[carrier].test(text('CarrierNum'))) return 'CarrierNum 與 CarrierType 不符';
  if (donation === '1') {
    if (print !== '0') return '捐贈發票 Print 須為 0';
    if (taxId !== '') return '捐贈發票不可填統一編號';
    if (!/^\d{3,7}$/.test(text('LoveCode'))) return 'LoveCode 須為 3 至 7 位數字';
  }
  if (taxId !== '') {
    if (carrier === '' && print !== '1') return '有統一編號且無載具時 Print 須為 1';
    if ((carrier === '1' || carrier === '2') && print !== '0') return '有統一編號且使用此載具時 Print 須為 0';
  } else if (carrier !== '' && print !== '0') {
    return '使用載具時 Print 須為 0';
  }
  if (print === '1' && (text('CustomerName') === '' || text('CustomerAddr') === '')) return 'Print 為 1 時 CustomerName 與 CustomerAddr 必填';
  if (text('TaxType') !== '1' || text('InvType') !== '07') return '模擬器僅支援 TaxType 1 與 InvType 07';
  const sales = d.SalesAmount;
  if (!Number.isInteger(sales) || (sales as number) < 1) return 'SalesAmount 須為正整數';
  const items = Array.isArray(d.Items) ? (d.Items as Array<Record<string, unknown>>) : [];
  if (items.length < 1 || items.length > 999) return 'Items 須有 1 至 999 項';
  const sum = items.reduce((s, item) => s + (typeof item.ItemAmount === 'number' ? item.ItemAmount : Number.NaN), 0);
  if (Math.round(sum) !== sales) return '商品合計金額與 SalesAmount 不符';
  return undefined;
}

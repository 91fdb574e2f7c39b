import { applyStatusCode, meaningOfStatusCode, type ShipmentProgress } from '../../domain/orders/shipment-status';

/**
 * The decision of ShipmentStatusInput for an ECPay code: the domain's forward-only rule, and the attention
 * flag of the code when it became the one shown (an older code arriving late neither raises nor clears it).
 */
export function decideByCode(code: number, at: Date) {
  return (current: ShipmentProgress): { progress: ShipmentProgress; attention: boolean | null } => {
    const progress = applyStatusCode(current, code, at);
    const shown = progress.statusCode === code && progress.statusAt?.getTime() === at.getTime();
    return { progress, attention: shown ? meaningOfStatusCode(code).attention ?? false : null };
  };
}

import { toCartLine, type CartLine } from '../../../domain/cart/cart-line';
import { decideCappedReservation, existingLineHold, holdCapBreach, isHoldActive, type StoredHold } from '../../../domain/cart/reserve-decision';
import type { CartStore, ReleaseReason, RemoveOutcome, ReserveOutcome, ReserveRequest } from '../cart-store.port';

/** The outlet item facts the fake needs. */
export interface FakeOutletItem {
  id: number;
  total_quantity: number;
  title?: string;
  sku?: string;
  price?: number;
  discount_price?: number;
  /** The catalogue's image_url, which checkout copies onto the order item (null when absent). */
  image_url?: string;
}

interface Reservation extends StoredHold {
  id: number;
  itemId: number;
  phone: string;
  clientIp: string | null;
  reason: ReleaseReason | null;
}

interface Line {
  id: number;
  phone: string;
  itemId: number;
  reservationId: number | null;
}

/**
 * A CartStore in memory for the use-case tests. JavaScript runs each method to completion between awaits,
 * so every method here is trivially atomic; it applies the same domain rules (reserve-decision.ts) as the
 * database adapter, which is what lets the use-case tests pin the decisions.
 */
export class InMemoryCartStore implements CartStore {
  readonly items = new Map<number, FakeOutletItem>();
  readonly reservations: Reservation[] = [];
  readonly lines: Line[] = [];
  private nextId = 1;

  constructor(items: FakeOutletItem[] = []) {
    for (const item of items) this.items.set(item.id, item);
  }

  available(itemId: number, now: Date): number {
    const item = this.items.get(itemId);
    const held = this.reservations.filter((r) => r.itemId === itemId && isHoldActive(r, now)).length;
    return (item?.total_quantity ?? 0) - held;
  }

  /** What checkout (a later issue) does: a confirmed hold counts as sold forever. */
  confirm(lineId: number, at: Date): void {
    const line = this.lines.find((l) => l.id === lineId);
    const reservation = this.reservations.find((r) => r.id === line?.reservationId);
    if (reservation) reservation.confirmedAt = at.getTime();
  }

  async reserveOutletLine({ phone, itemId, now, expiresAt, clientIp, cap }: ReserveRequest): Promise<ReserveOutcome> {
    if (!this.items.has(itemId)) return { kind: 'not_found' };
    const line = this.lines.find((l) => l.phone === phone && l.itemId === itemId);
    const existing = existingLineHold(line && { hold: this.reservationOf(line) ?? null }, now);
    const unpaid = (r: Reservation) => r.confirmedAt === null && isHoldActive(r, now);
    const byPhone = this.reservations.filter((r) => unpaid(r) && r.phone === phone);
    const byClient = this.reservations.filter((r) => unpaid(r) && clientIp !== undefined && r.clientIp === clientIp);
    const breach = holdCapBreach({ byPhone: byPhone.length, byClient: byClient.length }, cap ?? { maxPerPhone: null, maxPerClient: null });
    const decision = decideCappedReservation(existing, this.available(itemId, now), breach);
    if (decision === 'over_limit') {
      const counted = breach === 'phone' ? byPhone : byClient;
      return { kind: 'over_limit', scope: breach === 'phone' ? 'phone' : 'client', retryAfterMs: Math.min(...counted.map((r) => r.expiresAt)) - now.getTime() };
    }
    if (decision === 'duplicate' || decision === 'sold_out') return { kind: decision };
    const reservation: Reservation = {
      id: this.nextId++, itemId, phone, clientIp: clientIp ?? null, expiresAt: expiresAt.getTime(), releasedAt: null, confirmedAt: null, reason: null,
    };
    this.reservations.push(reservation);
    if (line) {
      line.reservationId = reservation.id;
      return { kind: 'renewed', lineId: line.id };
    }
    const created: Line = { id: this.nextId++, phone, itemId, reservationId: reservation.id };
    this.lines.push(created);
    return { kind: 'reserved', lineId: created.id };
  }

  async listLines(phone: string): Promise<CartLine[]> {
    return this.lines.filter((l) => l.phone === phone).sort((a, b) => a.id - b.id).map((l) => this.toWire(l));
  }

  async findLine(phone: string, lineId: number): Promise<CartLine | undefined> {
    const line = this.lines.find((l) => l.phone === phone && l.id === lineId);
    return line && this.toWire(line);
  }

  async countLines(phone: string): Promise<number> {
    return this.lines.filter((l) => l.phone === phone).length;
  }

  async removeLine(phone: string, lineId: number, now: Date): Promise<RemoveOutcome> {
    const line = this.lines.find((l) => l.phone === phone && l.id === lineId);
    if (!line) return { kind: 'not_found' };
    const reservation = this.reservationOf(line);
    if (reservation?.confirmedAt != null) return { kind: 'confirmed' };
    const released = this.release(reservation, now, 'removed');
    this.lines.splice(this.lines.indexOf(line), 1);
    return { kind: 'removed', released };
  }

  async clearUnconfirmed(phone: string, now: Date) {
    let removedCount = 0;
    let keptConfirmedCount = 0;
    for (const line of this.lines.filter((l) => l.phone === phone)) {
      const reservation = this.reservationOf(line);
      if (reservation?.confirmedAt != null) {
        keptConfirmedCount += 1;
        continue;
      }
      this.release(reservation, now, 'cleared');
      this.lines.splice(this.lines.indexOf(line), 1);
      removedCount += 1;
    }
    return { removedCount, keptConfirmedCount };
  }

  async releaseOutletItem(phone: string, itemId: number, now: Date): Promise<boolean> {
    let released = false;
    for (const r of this.reservations.filter((x) => x.phone === phone && x.itemId === itemId && x.confirmedAt === null)) {
      released = this.release(r, now, 'released') || released;
    }
    const line = this.lines.find((l) => l.phone === phone && l.itemId === itemId);
    if (line && this.reservationOf(line)?.confirmedAt == null) this.lines.splice(this.lines.indexOf(line), 1);
    return released;
  }

  async sweepExpired(now: Date): Promise<number> {
    let swept = 0;
    for (const r of this.reservations) {
      if (r.releasedAt === null && r.confirmedAt === null && r.expiresAt <= now.getTime()) {
        r.releasedAt = r.expiresAt;
        r.reason = 'expired';
        swept += 1;
      }
    }
    return swept;
  }

  async debugSnapshot(phone: string) {
    return { lines: this.lines.filter((l) => l.phone === phone), reservations: this.reservations.filter((r) => r.phone === phone) };
  }

  /** Releases an unreleased, unconfirmed hold; true only when it was still holding a unit. */
  private release(reservation: Reservation | undefined, now: Date, reason: ReleaseReason): boolean {
    if (!reservation || reservation.releasedAt !== null || reservation.confirmedAt !== null) return false;
    const wasActive = isHoldActive(reservation, now);
    reservation.releasedAt = now.getTime();
    reservation.reason = reason;
    return wasActive;
  }

  private reservationOf(line: Line): Reservation | undefined {
    return this.reservations.find((r) => r.id === line.reservationId);
  }

  private toWire(line: Line): CartLine {
    const item = this.items.get(line.itemId);
    const reservation = this.reservationOf(line);
    return toCartLine({
      id: line.id, item_id: line.itemId, item_type: 'outlet', title: item?.title ?? `商品 ${line.itemId}`,
      price: item?.price ?? 1000, discount_price: item?.discount_price ?? 700, sku: item?.sku ?? `SKU-${line.itemId}`,
      variant_id: null,
      reservation: reservation ? { expires_at: new Date(reservation.expiresAt).toISOString(), is_confirmed: reservation.confirmedAt !== null } : null,
    });
  }
}

import { toCartLine, type CartLine } from '../../../domain/cart/cart-line';
import { outletLineVariant, type OutletLineVariant } from '../../../domain/cart/from-outlet';
import { decideCappedReservation, existingLineHold, holdCapBreach, isHoldActive } from '../../../domain/cart/reserve-decision';
import { decideMarketplaceAdd, marketplaceLineAvailability, type MarketplaceAvailability } from '../../../domain/marketplace/cart-line-rules';
import { marketplaceDiscountPrice } from '../../../domain/money/pricing';
import type {
  CartStore, MarketplaceAddOutcome, MarketplaceLineRequest, ReleaseReason, RemoveOutcome, ReserveOutcome, ReserveRequest,
} from '../cart-store.port';
import { cartRefOf, isOfCart, type CartName } from '../cart-ref';
import {
  isOutlet, type FakeMarketplaceModel, type FakeMarketplaceProduct, type FakeOutletItem, type Line, type Reservation, type Snapshot,
} from './fake-cart-rows';

export type { FakeMarketplaceModel, FakeMarketplaceProduct, FakeOutletItem } from './fake-cart-rows';

/**
 * A CartStore in memory for the use-case tests. JavaScript runs each method to completion between awaits,
 * so every method here is trivially atomic; it applies the same domain rules (reserve-decision.ts) as the
 * database adapter, which is what lets the use-case tests pin the decisions.
 */
export class InMemoryCartStore implements CartStore {
  readonly items = new Map<number, FakeOutletItem>();
  /** The synced marketplace catalogue, by item id: tests add, change and delete products here. */
  readonly marketplace = new Map<number, FakeMarketplaceProduct>();
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

  async reserveOutletLine(request: ReserveRequest): Promise<ReserveOutcome> {
    const { itemId, now, expiresAt, clientIp, cap } = request;
    const cart = cartRefOf(request);
    const { phone, keyHash } = cart;
    if (!this.items.has(itemId)) return { kind: 'not_found' };
    const line = this.lines.find((l) => isOfCart(l, cart) && l.itemId === itemId && isOutlet(l));
    const existing = existingLineHold(line && { hold: this.reservationOf(line) ?? null }, now);
    const unpaid = (r: Reservation) => r.confirmedAt === null && isHoldActive(r, now);
    if (request.moveFromKeyHash !== undefined) {
      const moved = this.moveHold(cart, request.moveFromKeyHash, itemId, existing === 'active' || existing === 'confirmed' ? null : line, now);
      if (moved) return moved;
    }
    const byPhone = this.reservations.filter((r) => unpaid(r) && isOfCart(r, cart));
    const byClient = this.reservations.filter((r) => unpaid(r) && clientIp !== undefined && r.clientIp === clientIp);
    const breach = holdCapBreach({ byPhone: byPhone.length, byClient: byClient.length }, cap ?? { maxPerPhone: null, maxPerClient: null });
    const decision = decideCappedReservation(existing, this.available(itemId, now), breach);
    if (decision === 'over_limit') {
      const counted = breach === 'phone' ? byPhone : byClient;
      return { kind: 'over_limit', scope: breach === 'phone' ? 'phone' : 'client', retryAfterMs: Math.min(...counted.map((r) => r.expiresAt)) - now.getTime() };
    }
    if (decision === 'duplicate' || decision === 'sold_out') return { kind: decision };
    const reservation: Reservation = {
      id: this.nextId++, itemId, phone, keyHash, clientIp: clientIp ?? null, expiresAt: expiresAt.getTime(), releasedAt: null, confirmedAt: null, reason: null,
    };
    this.reservations.push(reservation);
    const outletVariant = this.variantOf(itemId);
    if (line) {
      line.reservationId = reservation.id;
      line.outletVariant = outletVariant;
      return { kind: 'renewed', lineId: line.id };
    }
    const created: Line = { id: this.nextId++, phone, keyHash, itemId, reservationId: reservation.id, outletVariant };
    this.lines.push(created);
    return { kind: 'reserved', lineId: created.id };
  }

  /** As KnexCartStore's moveHold: the browser's other line of the item moves here with its hold, or is released. */
  private moveHold(cart: { phone: string; keyHash: string }, fromKeyHash: string, itemId: number, targetLine: Line | null | undefined, now: Date): ReserveOutcome | undefined {
    const source = this.lines.find((l) => l.keyHash === fromKeyHash && !isOfCart(l, cart) && l.itemId === itemId && isOutlet(l)
      && this.reservationOf(l) !== undefined && this.reservationOf(l)!.confirmedAt === null && this.reservationOf(l)!.releasedAt === null
      && isHoldActive(this.reservationOf(l)!, now));
    if (!source) return undefined;
    const hold = this.reservationOf(source)!;
    if (targetLine === null) {
      this.release(hold, now, 'released');
      this.lines.splice(this.lines.indexOf(source), 1);
      return { kind: 'duplicate' };
    }
    hold.phone = cart.phone;
    hold.keyHash = cart.keyHash;
    if (targetLine) {
      const lapsed = this.reservationOf(targetLine);
      if (lapsed && lapsed.releasedAt === null && lapsed.confirmedAt === null) {
        lapsed.releasedAt = lapsed.expiresAt;
        lapsed.reason = 'expired';
      }
      targetLine.reservationId = hold.id;
      this.lines.splice(this.lines.indexOf(source), 1);
      return { kind: 'renewed', lineId: targetLine.id };
    }
    source.phone = cart.phone;
    source.keyHash = cart.keyHash;
    return { kind: 'reserved', lineId: source.id };
  }

  async addMarketplaceLine(request: MarketplaceLineRequest): Promise<MarketplaceAddOutcome> {
    const { itemId, modelId } = request;
    const cart = cartRefOf(request);
    const { product, model } = this.marketplaceRowsOf(itemId, modelId === null ? null : String(modelId));
    const decision = decideMarketplaceAdd(product && this.stocked(product), modelId !== null, model && { stock: model.stock, available: model.available ?? true });
    if (decision === 'not_found' || decision === 'variant_required' || decision === 'variant_not_found') return { kind: decision };
    const variantId = modelId === null ? null : String(modelId);
    if (this.lines.some((l) => isOfCart(l, cart) && l.itemType === 'shopee' && l.itemId === itemId && (l.variantId ?? null) === variantId)) return { kind: 'duplicate' };
    if (decision === 'sold_out') return { kind: 'sold_out' };
    const snapshot: Snapshot = {
      title: product!.item_name, variantName: model?.name ?? null, price: model ? model.price : product!.price,
      imageUrl: model?.image_url || product!.image_url || null,
    };
    const created: Line = { id: this.nextId++, ...cart, itemId, reservationId: null, itemType: 'shopee', variantId, snapshot };
    this.lines.push(created);
    return { kind: 'added', lineId: created.id };
  }

  /** How a marketplace line stands now, and its live facts while the product (and model) exist. */
  marketplaceFacts(itemId: number, variantId: string | null): { availability: MarketplaceAvailability; product?: FakeMarketplaceProduct; model?: FakeMarketplaceModel } {
    const { product, model } = this.marketplaceRowsOf(itemId, variantId);
    const availability = marketplaceLineAvailability(product && this.stocked(product), variantId !== null, model && { stock: model.stock, available: model.available ?? true });
    return { availability, product, model };
  }

  private marketplaceRowsOf(itemId: number, variantId: string | null) {
    const product = this.marketplace.get(itemId);
    const model = variantId === null ? undefined : product?.models?.find((m) => String(m.model_id) === variantId);
    return { product, model };
  }

  private stocked(product: FakeMarketplaceProduct) {
    return { stock: product.stock, hasModels: (product.models ?? []).length > 0 };
  }

  async listLines(cart: CartName): Promise<CartLine[]> {
    return this.lines.filter((l) => isOfCart(l, cart)).sort((a, b) => a.id - b.id).map((l) => this.toWire(l));
  }

  async findLine(cart: CartName, lineId: number): Promise<CartLine | undefined> {
    const line = this.lines.find((l) => isOfCart(l, cart) && l.id === lineId);
    return line && this.toWire(line);
  }

  async countLines(cart: CartName): Promise<number> {
    return this.lines.filter((l) => isOfCart(l, cart)).length;
  }

  async removeLine(cart: CartName, lineId: number, now: Date): Promise<RemoveOutcome> {
    const line = this.lines.find((l) => isOfCart(l, cart) && l.id === lineId);
    if (!line) return { kind: 'not_found' };
    const reservation = this.reservationOf(line);
    if (reservation?.confirmedAt != null) return { kind: 'confirmed' };
    const released = this.release(reservation, now, 'removed');
    this.lines.splice(this.lines.indexOf(line), 1);
    return { kind: 'removed', released };
  }

  async clearUnconfirmed(cart: CartName, now: Date) {
    let removedCount = 0;
    let keptConfirmedCount = 0;
    for (const line of this.lines.filter((l) => isOfCart(l, cart))) {
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

  async releaseOutletItem(cart: CartName, itemId: number, now: Date): Promise<boolean> {
    let released = false;
    for (const r of this.reservations.filter((x) => isOfCart(x, cart) && x.itemId === itemId && x.confirmedAt === null)) {
      released = this.release(r, now, 'released') || released;
    }
    const line = this.lines.find((l) => isOfCart(l, cart) && l.itemId === itemId && isOutlet(l));
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

  async debugSnapshot(cart: CartName) {
    return { lines: this.lines.filter((l) => isOfCart(l, cart)), reservations: this.reservations.filter((r) => isOfCart(r, cart)) };
  }

  /** Releases an unreleased, unconfirmed hold; true only when it was still holding a unit. */
  private release(reservation: Reservation | undefined, now: Date, reason: ReleaseReason): boolean {
    if (!reservation || reservation.releasedAt !== null || reservation.confirmedAt !== null) return false;
    const wasActive = isHoldActive(reservation, now);
    reservation.releasedAt = now.getTime();
    reservation.reason = reason;
    return wasActive;
  }

  /** The variant of an outlet item as a line records it at add (what the adapter reads from the locked row). */
  variantOf(itemId: number): OutletLineVariant {
    const item = this.items.get(itemId);
    return outletLineVariant({ id: itemId, variant_details: item?.variant_details ?? null, display_sku: item?.display_sku ?? null, sku: item?.sku ?? null });
  }

  private reservationOf(line: Line): Reservation | undefined {
    return this.reservations.find((r) => r.id === line.reservationId);
  }

  private toWire(line: Line): CartLine {
    if (!isOutlet(line)) return this.toWireMarketplace(line);
    const item = this.items.get(line.itemId);
    const reservation = this.reservationOf(line);
    return toCartLine({
      id: line.id, item_id: line.itemId, item_type: 'outlet', title: item?.title ?? `商品 ${line.itemId}`,
      price: item?.price ?? 1000, discount_price: item?.discount_price ?? 700, sku: item?.sku ?? `SKU-${line.itemId}`,
      display_sku: line.outletVariant?.sku ?? item?.display_sku ?? null,
      variant_details: line.outletVariant?.label ?? item?.variant_details ?? null,
      variant_id: null,
      reservation: reservation ? { expires_at: new Date(reservation.expiresAt).toISOString(), is_confirmed: reservation.confirmedAt !== null } : null,
    });
  }

  private toWireMarketplace(line: Line): CartLine {
    const variantId = line.variantId ?? null;
    const { availability, product, model } = this.marketplaceFacts(line.itemId, variantId);
    const live = product && (variantId === null || model) ? product : undefined;
    const price = live ? (model ? model.price : live.price) : line.snapshot?.price ?? 0;
    const variantName = live ? model?.name ?? null : line.snapshot?.variantName ?? null;
    const sku = live ? model?.model_sku || live.item_sku || null : null;
    return toCartLine({
      id: line.id, item_id: line.itemId, item_type: 'shopee', title: live ? live.item_name : line.snapshot?.title ?? null,
      price, discount_price: marketplaceDiscountPrice(price), image_url: live ? model?.image_url || live.image_url || null : line.snapshot?.imageUrl ?? null,
      sku, display_sku: sku, has_variations: live ? (live.models ?? []).length > 0 : variantId !== null,
      variant_details: variantName, variant_title: variantName, variant_id: variantId, reservation: null, availability,
    });
  }
}

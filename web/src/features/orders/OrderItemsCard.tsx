import { Card, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { isFreeShipping, shippingFeeOf, type CartItemType } from '../../domain';
import { useAppSelector } from '../../app/hooks';
import { DiscountLabel } from '../shop-look/DiscountLabel';
import { NoPicture } from '../shop-look/NoPicture';
import { PriceLine } from '../shop-look/PriceLine';
import { MARKETPLACE_OFF_PERCENT } from '../marketplace/MarketplaceCard';
import { orderMoney } from './OrderCards';
import { orderMessages } from './order-messages';
import { selectOrderConfirmation, selectOrderItemRows, selectOrderItemTotals, type OrderItemRow } from './order-selectors';
import { LATER_PICTURE } from '../shop-look/picture';

type ItemsTab = 'all' | CartItemType;
const TABS: readonly ItemsTab[] = ['all', 'outlet', 'shopee'];
const TYPES: readonly CartItemType[] = ['outlet', 'shopee'];

function OrderItemLine({ row }: { row: OrderItemRow }) {
  const { item, type, quantity } = row;
  const discounted = item.price !== item.discount_price;
  return (
    <li className="order-item" data-testid="order-item" data-item-type={type}>
      {item.image_url ? (
        <img className="order-item-image" src={item.image_url} alt="" {...LATER_PICTURE} />
      ) : (
        <span className="order-item-image order-item-placeholder" data-testid="order-item-placeholder">
          <NoPicture />
        </span>
      )}
      <div className="order-item-body">
        <span className="order-item-title">{item.title}</span>
        {item.variant_name && (
          <span className="order-muted" data-testid="order-item-variant">
            {orderMessages.variant(item.variant_name)}
          </span>
        )}
        {item.variant_sku && (
          <span className="order-muted" data-testid="order-item-sku">
            {orderMessages.sku(item.variant_sku)}
          </span>
        )}
        <div className="order-item-chips">
          <Tag minimal intent={type === 'shopee' ? 'warning' : 'primary'} data-testid="order-item-type">
            {orderMessages.typeChip[type]}
          </Tag>
          {type === 'shopee' && discounted && <DiscountLabel percent={MARKETPLACE_OFF_PERCENT} className="line-discount" testId="order-item-saving" />}
        </div>
        {quantity > 1 && (
          <span className="order-muted" data-testid="order-item-quantity">
            {orderMessages.quantity(quantity)}
          </span>
        )}
      </div>
      <PriceLine
        sale={item.discount_price}
        original={item.price}
        format={orderMoney}
        className="order-item-prices"
        saleClassName="order-item-price"
        originalClassName="order-muted"
        saleTestId="order-item-price"
      />
    </li>
  );
}

/**
 * Spec 2 §2.5 items card: tabs All / Outlet / Shopee only when both kinds are present; per-type subtotals and
 * the grand total on All (tab counts and subtotals are the cart's domain rules).
 */
export function OrderItemsCard() {
  const rows = useAppSelector(selectOrderItemRows);
  const { counts, subtotals } = useAppSelector(selectOrderItemTotals);
  const { itemsFailed, order } = useAppSelector(selectOrderConfirmation);
  // Issue 28: the shipping above the total; pickup is free (免運).
  const shipping = shippingFeeOf(order?.delivery_method);
  const [tab, setTab] = useState<ItemsTab>('all');
  const mixed = counts.outlet > 0 && counts.shopee > 0;
  const shownTab: ItemsTab = mixed ? tab : 'all';
  const shown = shownTab === 'all' ? rows : rows.filter((row) => row.type === shownTab);

  const lines = (
    <>
      <ul className="order-item-list">
        {shown.map((row) => (
          <OrderItemLine key={row.key} row={row} />
        ))}
      </ul>
      {shownTab === 'all' && rows.length > 0 && (
        <dl className="order-subtotals">
          {TYPES.filter((type) => counts[type] > 0).map((type) => (
            <div className="order-row" key={type}>
              <dt>{orderMessages.subtotals[type]}</dt>
              <dd data-testid={`order-subtotal-${type}`}>{orderMoney(subtotals[type])}</dd>
            </div>
          ))}
          <div className="order-row" data-testid="order-shipping">
            <dt>{orderMessages.shipping}</dt>
            <dd>{isFreeShipping(shipping) ? orderMessages.freeShipping : orderMoney(shipping)}</dd>
          </div>
          <div className="order-row order-grand-total">
            <dt>{orderMessages.grandTotal}</dt>
            <dd data-testid="order-grand-total">{orderMoney(subtotals.all)}</dd>
          </div>
        </dl>
      )}
    </>
  );

  return (
    <Card className="order-card" data-testid="order-items">
      <h2 className="order-card-title">{orderMessages.itemsCardTitle}</h2>
      {itemsFailed && <p className="order-muted">{orderMessages.itemsLoadFailed}</p>}
      {!itemsFailed && rows.length === 0 && <p className="order-muted">{orderMessages.noItems}</p>}
      {/* The lines are the selected tab's panel, so each tab's aria-controls names an element that exists (axe). */}
      {mixed ? (
        <Tabs id="order-item-tabs" selectedTabId={shownTab} onChange={(next) => setTab(next as ItemsTab)} renderActiveTabPanelOnly>
          {TABS.map((id) => (
            <Tab key={id} id={id} title={orderMessages.tabLabel(orderMessages.tabs[id], counts[id])} panel={lines} data-testid={`order-tab-${id}`} />
          ))}
        </Tabs>
      ) : (
        lines
      )}
    </Card>
  );
}

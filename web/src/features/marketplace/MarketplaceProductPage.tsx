import { Classes, HTMLTable, Tag, type BreadcrumbProps } from '@blueprintjs/core';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { messages } from '../../i18n/contexts/marketplace';
import type { MarketplaceProduct } from '../../../../application/contracts/marketplace';
import { DiscountLabel } from '../shop-look/DiscountLabel';
import { MARKETPLACE_OFF_PERCENT } from './MarketplaceCard';
import { formatTaipeiTime } from '../../app/taipei-time';
import { searchParamsFromQuery } from './marketplace-query';
import { MarketplaceGallery } from './MarketplaceGallery';
import { MarketplacePhoneDialog } from './MarketplacePhoneDialog';
import { selectMarketplaceProductState } from './marketplace-product-selectors';
import { marketplaceProductActions, productImages } from './marketplace-product-slice';
import { BackToList, MarketplaceProductError, MarketplaceProductLoading } from './MarketplaceProductStates';
import { MarketplaceAddToCart, MarketplacePrices, MarketplaceStock } from './MarketplacePurchase';
import { VariationPicker } from './VariationPicker';
import './marketplace.css';
import { useDocumentTitle } from '../../app/use-document-title';

const text = messages.marketplaceProduct;
const LIST_PATH = '/shopee-products';

/** 蝦皮商品 > category > name; the category leads to the list filtered by it. Router links, never collapsed. */
function ProductBreadcrumbs({ product }: { product: MarketplaceProduct }) {
  const items: BreadcrumbProps[] = [{ text: messages.marketplace.title, href: LIST_PATH }];
  if (product.category) {
    items.push({ text: product.category, href: `${LIST_PATH}?${searchParamsFromQuery({ page: 1, category: product.category, q: '' }).toString()}` });
  }
  items.push({ text: product.item_name, current: true });
  // Blueprint's classes on plain markup: its Breadcrumbs component puts OverflowList's spacer <div> inside the
  // <ul>, which screen readers (and axe's "list" rule) read as a broken list.
  return (
    <nav aria-label={text.breadcrumb} data-testid="marketplace-breadcrumbs">
      <ol className={Classes.BREADCRUMBS}>
        {items.map((item) => (
          <li key={String(item.text)}>
            {item.href ? (
              <Link to={item.href} className={Classes.BREADCRUMB}>
                {item.text}
              </Link>
            ) : (
              <span className={`${Classes.BREADCRUMB} ${Classes.BREADCRUMB_CURRENT}`} aria-current="page">
                {item.text}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function DetailsTable({ product }: { product: MarketplaceProduct }) {
  const updated = formatTaipeiTime(product.last_synced_at);
  return (
    <section className="marketplace-section">
      <h2>{text.detailsTitle}</h2>
      <HTMLTable compact className="marketplace-details" data-testid="marketplace-details">
        <tbody>
          <tr>
            <th scope="row">{text.sku}</th>
            <td>{product.item_sku || text.notProvided}</td>
          </tr>
          <tr>
            <th scope="row">{text.category}</th>
            <td>{product.category || text.notProvided}</td>
          </tr>
          <tr>
            <th scope="row">{text.lastUpdated}</th>
            <td>{updated || text.notProvided}</td>
          </tr>
        </tbody>
      </HTMLTable>
    </section>
  );
}

/**
 * /shopee-product/{itemId} (spec 1 §2): breadcrumb, gallery, name, chips, prices, the spec choice, stock,
 * add to cart, description and details. The saga loads; the slice holds the selection (domain rules).
 */
export default function MarketplaceProductPage() {
  const dispatch = useAppDispatch();
  const { itemId: param } = useParams();
  const routeId = param ?? null;
  const { itemId, status, error, product, mainImage } = useAppSelector(selectMarketplaceProductState);
  const images = useMemo(() => (product ? productImages(product) : []), [product]);
  // An unknown product's tab says so, as the page the server painted for it does (issue 29).
  useDocumentTitle(itemId === routeId ? (status === 'failed' && error === 'not-found' ? text.notFound : product?.item_name) : null);

  useEffect(() => {
    dispatch(marketplaceProductActions.loadRequested(routeId));
  }, [dispatch, routeId]);

  // Until the saga has taken this id, the store may still hold the previous product: don't flash it.
  const current = itemId === routeId;
  if (current && status === 'failed' && error) {
    return (
      <div className="marketplace-product-screen">
        <MarketplaceProductError kind={error} itemId={routeId} />
      </div>
    );
  }
  if (!current || !product) {
    return (
      <div className="marketplace-product-screen">
        <BackToList />
        <MarketplaceProductLoading />
      </div>
    );
  }

  return (
    <div className="marketplace-product-screen">
      <article className="marketplace-product shop-surface" data-testid="marketplace-product" data-item-id={String(product.item_id)}>
        <ProductBreadcrumbs product={product} />
        <div className="marketplace-product-layout">
          <MarketplaceGallery images={images} main={mainImage} title={product.item_name} />
          <div className="marketplace-product-info">
            <h1 className="marketplace-product-title" data-testid="marketplace-product-title">
              {product.item_name}
            </h1>
            <div className="marketplace-chips">
              <DiscountLabel percent={MARKETPLACE_OFF_PERCENT} className="marketplace-chip-discount" />
              {product.has_variations && (
                <Tag minimal round>
                  {messages.marketplace.multiSpec}
                </Tag>
              )}
              {product.category && (
                <Tag minimal round>
                  {product.category}
                </Tag>
              )}
            </div>
            <MarketplacePrices product={product} />
            <VariationPicker product={product} />
            <MarketplaceStock />
            <MarketplaceAddToCart />
          </div>
        </div>
        {product.description && (
          <section className="marketplace-section">
            <h2>{text.descriptionTitle}</h2>
            {/* Shopee descriptions are plain text: shown as text (never as HTML), line breaks kept. */}
            <p className="marketplace-description" data-testid="marketplace-description">
              {product.description}
            </p>
          </section>
        )}
        <DetailsTable product={product} />
        <MarketplacePhoneDialog />
      </article>
    </div>
  );
}

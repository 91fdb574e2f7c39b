import { Button } from '@blueprintjs/core';
import { ArrowLeftIcon } from '@blueprintjs/icons';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DEFAULT_VARIANT, discountPercent } from '../../domain';
import { DiscountLabel } from '../shop-look/DiscountLabel';
import { PhoneDialog } from './PhoneDialog';
import { ProductDescription } from './ProductDescription';
import { ProductGallery } from './ProductGallery';
import { ProductOptions } from './ProductOptions';
import { ProductActions, ProductPrices, ProductStock } from './ProductPurchase';
import { productMessages } from './product-messages';
import { selectProductError, selectProductId, selectProductStatus, selectProductView } from './product-selectors';
import { productActions } from './product-slice';
import { ProductError, ProductLoading } from './ProductStates';
import './product.css';
import { useDocumentTitle } from '../../app/use-document-title';

function BackToHome() {
  const navigate = useNavigate();
  return (
    <Button variant="minimal" icon={<ArrowLeftIcon />} text={productMessages.backToHome} data-testid="product-back" onClick={() => navigate('/')} />
  );
}

/** Spec 2 §2.2: /product/{id}. The saga finds or fetches the product; this renders whatever state it reached. */
export default function ProductPage() {
  const dispatch = useAppDispatch();
  const { id: idParam } = useParams();
  const routeId = Number(idParam);
  const stateId = useAppSelector(selectProductId);
  const status = useAppSelector(selectProductStatus);
  const error = useAppSelector(selectProductError);
  const product = useAppSelector(selectProductView);
  // An unknown product's tab says so, as the page the server painted for it does (issue 29).
  useDocumentTitle(Object.is(stateId, routeId) ? (status === 'failed' && error === 'not-found' ? productMessages.notFound : product?.title) : null);

  useEffect(() => {
    dispatch(productActions.loadRequested(routeId));
  }, [dispatch, routeId]);

  // Until the saga has taken the new id, the store still holds the previous product: don't flash it.
  const current = Object.is(stateId, routeId);
  if (current && status === 'failed' && error) {
    return (
      <div className="product-screen">
        <BackToHome />
        <ProductError kind={error} id={routeId} />
      </div>
    );
  }
  if (!current || !product) {
    return (
      <div className="product-screen">
        <BackToHome />
        <ProductLoading />
      </div>
    );
  }

  const percent = discountPercent(product.price, product.discount_price);
  const variantText = product.variant_details?.trim();
  return (
    <div className="product-screen">
      <article className="product-page" data-testid="product-page" data-item-id={product.id}>
        <div className="product-topline">
          <BackToHome />
          <DiscountLabel percent={percent} className="product-discount-badge" testId="product-discount-badge" />
        </div>
        <div className="product-layout">
          <ProductGallery key={product.id} images={product.images} title={product.title} />
          <div className="product-info">
            <h1 className="product-title" data-testid="product-title">
              {product.title}
            </h1>
            {variantText && variantText !== DEFAULT_VARIANT && <p className="product-variant">{variantText}</p>}
            <ProductOptions currentId={product.id} />
            <ProductPrices product={product} />
            <ProductStock stock={product.stock} />
            <ProductActions />
          </div>
        </div>
        <ProductDescription description={product.description} />
        <PhoneDialog />
      </article>
    </div>
  );
}

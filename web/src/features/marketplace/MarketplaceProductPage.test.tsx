import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { axeViolations } from '../../../test-support/axe';
import { useAppHarness } from '../../../test-support/app-harness';
import { PHONE, seedSavedPhone } from '../../../test-support/cart-fixtures';
import { fakeCartServer, type FakeCartServerOptions } from '../../../test-support/cart-server';
import { fakeMarketplaceServer, marketplaceProduct, variation, type FakeMarketplaceOptions } from '../../../test-support/marketplace-server';
import { renderApp } from '../../../test-support/render-app';
import { formatMessage } from '../../domain';
import { messages } from '../../i18n/contexts/marketplace';

const { server, track } = useAppHarness();
const text = messages.marketplaceProduct;


/** A shirt in two colours; 白色 is sold out in every size; sizes arrive out of order. */
const shirt = () =>
  marketplaceProduct({
    item_id: 700,
    item_name: '棉質襯衫',
    price: 1290,
    category: '上衣',
    has_variations: true,
    image_url: '/images/shirt.jpg',
    all_images: JSON.stringify([{ src: '/images/shirt.jpg' }, { src: '/images/shirt-back.jpg' }]),
    variations: [
      variation('黑色/XL', 1290, 2, { model_id: 71, image_url: '/images/black-xl.jpg' }),
      variation('黑色/S', 1290, 0, { model_id: 72 }),
      variation('黑色/M', 1190, 4, { model_id: 73, image_url: '/images/black-m.jpg', model_sku: 'SH-BLK-M' }),
      variation('白色/M', 1290, 0, { model_id: 74 }),
      variation('白色/L', 1290, 0, { model_id: 75 }),
    ],
  });

/** Names that do not parse into colour and size: the single spec dropdown. */
const mug = () =>
  marketplaceProduct({
    item_id: 800,
    item_name: '陶瓷馬克杯',
    has_variations: true,
    variations: [variation('經典款', 500, 3, { model_id: 81 }), variation('限量款', 800, 0, { model_id: 82 })],
  });

function start(path: string, options: FakeMarketplaceOptions = {}, cartOptions: FakeCartServerOptions = {}) {
  const catalogue = fakeMarketplaceServer({ products: [shirt(), mug()], ...options });
  const cart = fakeCartServer(cartOptions);
  server.use(...catalogue.handlers, ...cart.handlers);
  const app = renderApp({ path });
  track(app);
  return { ...app, cart, catalogue };
}

const adds = (cart: ReturnType<typeof fakeCartServer>) => cart.requests.filter((request) => request.path === '/api/cart/add');

describe('/shopee-product/{itemId}: the page (spec 1 §2)', () => {
  it('shows the breadcrumb, pictures, chips, both prices, description and the details table', async () => {
    start('/shopee-product/700');
    expect(await screen.findByTestId('marketplace-product-title')).toHaveTextContent('棉質襯衫');
    // The 'all products' tab stays lit on the marketplace's product pages.
    const tabs = within(screen.getByRole('navigation', { name: messages.shell.menuTitle }));
    expect(tabs.getByRole('link', { name: messages.shell.tabAllProducts })).toHaveClass('top-tab-active');
    expect(tabs.getByRole('link', { name: messages.shell.tabOutlet })).not.toHaveClass('top-tab-active');
    const crumbs = screen.getByTestId('marketplace-breadcrumbs');
    expect(within(crumbs).getByRole('link', { name: messages.marketplace.title })).toHaveAttribute('href', '/shopee-products');
    expect(within(crumbs).getByRole('link', { name: '上衣' })).toHaveAttribute('href', `/shopee-products?category=${encodeURIComponent('上衣')}`);
    expect(crumbs).toHaveTextContent('棉質襯衫');
    expect(screen.getByTestId('marketplace-main-image')).toHaveAttribute('src', '/images/shirt.jpg');
    expect(screen.getAllByTestId('marketplace-thumb')).toHaveLength(2);
    expect(screen.getByText('$1,290').tagName).toBe('DEL');
    expect(screen.getByTestId('marketplace-price')).toHaveTextContent('$1,161');
    expect(screen.getByTestId('price-line').textContent).toBe('$1,161$1,290');
    expect(screen.getByText(messages.marketplace.multiSpec)).toBeInTheDocument();
    expect(screen.getByTestId('marketplace-description')).toHaveTextContent('舒適好穿');
    const details = screen.getByTestId('marketplace-details');
    expect(details).toHaveTextContent('SP-700');
    expect(details).toHaveTextContent('2026/11/20 12:00');
  });

  it('a thumbnail becomes the main picture', async () => {
    const { user } = start('/shopee-product/700');
    const thumbs = await screen.findAllByTestId('marketplace-thumb');
    await user.click(thumbs[1]);
    expect(screen.getByTestId('marketplace-main-image')).toHaveAttribute('src', '/images/shirt-back.jpg');
  });
});

describe('colour and size (spec 1 §2, §4)', () => {
  it('size is disabled until a colour is picked; sizes come in size order; a size picks its variation, price, stock and picture', async () => {
    const { user } = start('/shopee-product/700');
    const color = await screen.findByTestId('product-color-select');
    const size = screen.getByTestId('product-size-select');
    expect(size).toBeDisabled();
    expect(screen.queryByTestId('marketplace-stock')).not.toBeInTheDocument();
    expect(screen.getByTestId('marketplace-add-to-cart')).toBeDisabled();
    expect(screen.getByTestId('marketplace-spec-warning')).toHaveTextContent(formatMessage('SPEC_REQUIRED'));

    await user.selectOptions(color, '黑色');
    expect(size).toBeEnabled();
    const sizes = within(size).getAllByRole('option').slice(1);
    expect(sizes.map((option) => option.getAttribute('value'))).toEqual(['S', 'M', 'XL']);
    expect(sizes[0]).toBeDisabled();

    await user.selectOptions(size, 'M');
    expect(screen.getByTestId('marketplace-price')).toHaveTextContent('$1,071');
    expect(screen.getByTestId('marketplace-stock')).toHaveTextContent(formatMessage('STOCK_REMAINING', { n: 4 }));
    expect(screen.getByTestId('marketplace-main-image')).toHaveAttribute('src', '/images/black-m.jpg');
    expect(screen.getByTestId('marketplace-add-to-cart')).toBeEnabled();
    expect(screen.queryByTestId('marketplace-spec-warning')).not.toBeInTheDocument();
  });

  it('changing colour clears the size and the chosen variation', async () => {
    const { user } = start('/shopee-product/700');
    await user.selectOptions(await screen.findByTestId('product-color-select'), '黑色');
    await user.selectOptions(screen.getByTestId('product-size-select'), 'XL');
    expect(screen.getByTestId('marketplace-add-to-cart')).toBeEnabled();
    await user.selectOptions(screen.getByTestId('product-color-select'), '白色');
    expect(screen.getByTestId('product-size-select')).toHaveValue('');
    expect(screen.getByTestId('marketplace-add-to-cart')).toBeDisabled();
    expect(screen.queryByTestId('marketplace-stock')).not.toBeInTheDocument();
  });

  it('a sold-out colour is marked and picking it shows the warning text', async () => {
    const { user } = start('/shopee-product/700');
    const color = await screen.findByTestId('product-color-select');
    expect(within(color).getByRole('option', { name: `白色${text.soldOutSuffix}` })).toBeInTheDocument();
    expect(screen.queryByTestId('color-sold-out-warning')).not.toBeInTheDocument();
    await user.selectOptions(color, '白色');
    expect(screen.getByTestId('color-sold-out-warning')).toHaveTextContent(text.colorSoldOut('白色'));
    expect(within(screen.getByTestId('product-size-select')).getAllByRole('option').slice(1).every((option) => (option as HTMLOptionElement).disabled)).toBe(true);
  });
});

describe('the single spec dropdown', () => {
  it('lists name and discounted price; a sold-out entry is disabled; choosing one enables the add', async () => {
    const { user } = start('/shopee-product/800');
    const spec = await screen.findByTestId('product-spec-select');
    expect(screen.queryByTestId('product-color-select')).not.toBeInTheDocument();
    const options = within(spec).getAllByRole('option').slice(1);
    expect(options.map((option) => option.textContent)).toEqual(['經典款 - $450', `限量款 - $720${text.soldOutSuffix}`]);
    expect(options[1]).toBeDisabled();
    await user.selectOptions(spec, '81');
    expect(screen.getByTestId('marketplace-stock')).toHaveTextContent(formatMessage('STOCK_REMAINING', { n: 3 }));
    expect(screen.getByTestId('marketplace-add-to-cart')).toBeEnabled();
  });

  it('a product with a single variation is preselected', async () => {
    start('/shopee-product/900', { products: [marketplaceProduct({ item_id: 900, has_variations: true, variations: [variation('單一規格', 600, 1, { model_id: 91 })] })] });
    expect(await screen.findByTestId('product-spec-select')).toHaveValue('91');
    expect(screen.getByTestId('marketplace-add-to-cart')).toBeEnabled();
  });

  it('a product without variations shows its own stock; at 0 the add is disabled', async () => {
    start('/shopee-product/901', { products: [marketplaceProduct({ item_id: 901, stock: 0 })] });
    expect(await screen.findByTestId('marketplace-stock')).toHaveTextContent(formatMessage('OUT_OF_STOCK'));
    expect(screen.queryByTestId('product-spec-select')).not.toBeInTheDocument();
    expect(screen.getByTestId('marketplace-add-to-cart')).toBeDisabled();
  });
});

describe('add to cart (spec 1 §5)', () => {
  it('without a stored phone it asks for one (8+ digits), then adds the shopee line with its model', async () => {
    const { user, cart, store } = start('/shopee-product/700');
    await user.selectOptions(await screen.findByTestId('product-color-select'), '黑色');
    await user.selectOptions(screen.getByTestId('product-size-select'), 'M');
    await user.click(screen.getByTestId('marketplace-add-to-cart'));

    const dialog = await screen.findByTestId('phone-dialog');
    const confirm = within(dialog).getByTestId('phone-dialog-confirm');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByTestId('phone-dialog-input'), '0912-345');
    expect(dialog).toHaveTextContent(formatMessage('PHONE_PROMPT_INVALID'));
    expect(confirm).toBeDisabled();
    expect(adds(cart)).toEqual([]);
    await user.type(within(dialog).getByTestId('phone-dialog-input'), '678');
    await user.click(confirm);

    await waitFor(() => expect(adds(cart)).toHaveLength(1));
    expect(adds(cart)[0].body).toEqual({ itemType: 'shopee', itemId: 700, variantId: 73, quantity: 1, phone: PHONE });
    expect(await screen.findByText(messages.cart.added)).toBeInTheDocument();
    // Spec 1 §8 (issue 28): a product page's toast stays 6 s, not the stack's 3 s.
    expect(store.getState().ui.toasts).toEqual([expect.objectContaining({ message: messages.cart.added, place: 'product' })]);
    await waitFor(() => expect(screen.getByTestId('marketplace-add-to-cart')).toHaveAttribute('data-state', 'in-cart'));
    expect(screen.getByTestId('marketplace-go-to-cart')).toBeInTheDocument();
    expect(localStorage.getItem('userPhone')).toBe(PHONE);
  });

  it('with a stored phone it adds at once', async () => {
    seedSavedPhone(PHONE);
    const { user, cart } = start('/shopee-product/800');
    await user.selectOptions(await screen.findByTestId('product-spec-select'), '81');
    await user.click(screen.getByTestId('marketplace-add-to-cart'));
    await waitFor(() => expect(adds(cart)).toHaveLength(1));
    expect(adds(cart)[0].body).toMatchObject({ itemType: 'shopee', itemId: 800, variantId: 81, phone: PHONE });
    expect(screen.queryByTestId('phone-dialog')).not.toBeInTheDocument();
  });

  it("the server's refusal is shown with its message and the button can be pressed again", async () => {
    seedSavedPhone(PHONE);
    const { user } = start('/shopee-product/800', {}, {
      onAdd: () => HttpResponse.json({ code: 'MARKETPLACE_SOLD_OUT', message: '這個商品規格已售完。' }, { status: 409 }),
    });
    await user.selectOptions(await screen.findByTestId('product-spec-select'), '81');
    await user.click(screen.getByTestId('marketplace-add-to-cart'));
    expect(await screen.findByText('這個商品規格已售完。')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('marketplace-add-to-cart')).toHaveAttribute('data-state', 'add'));
  });
});

describe('error states (spec 1 §2, §8)', () => {
  it("not found: 'product not found' and a way back to the list", async () => {
    const { user, router } = start('/shopee-product/12345');
    const error = await screen.findByTestId('product-error');
    expect(error).toHaveTextContent(text.notFound);
    // The state is the page: its title is the page's one h1 (axe page-has-heading-one; NonIdealState's own is an H4).
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.notFound);
    await expect(axeViolations(document.body, ['page-has-heading-one', 'heading-order'])).resolves.toEqual([]);
    await user.click(within(error).getByRole('button', { name: text.backToList }));
    expect(router.state.location.pathname).toBe('/shopee-products');
  });

  it('an id that cannot be a Shopee item is not found, without asking the server', async () => {
    const { catalogue } = start('/shopee-product/abc');
    expect(await screen.findByTestId('product-error')).toHaveAttribute('data-kind', 'not-found');
    expect(catalogue.requests.filter((request) => request.path.startsWith('/api/shopee-products/detail'))).toEqual([]);
  });

  it("no id: 'Product ID not provided'", async () => {
    start('/shopee-product');
    expect(await screen.findByTestId('product-error')).toHaveTextContent(text.idMissing);
  });

  it("a failed load: 'Failed to load product details' and retry recovers", async () => {
    let fail = true;
    const { user } = start('/shopee-product/700', { onDetail: () => (fail ? HttpResponse.json({ code: 'INTERNAL' }, { status: 500 }) : undefined) });
    const error = await screen.findByTestId('product-error');
    expect(error).toHaveTextContent(text.loadFailed);
    fail = false;
    await user.click(within(error).getByRole('button', { name: text.retry }));
    expect(await screen.findByTestId('marketplace-product-title')).toHaveTextContent('棉質襯衫');
  });
});

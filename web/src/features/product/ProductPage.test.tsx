import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { axeViolations } from '../../../test-support/axe';
import { outletListReturns } from '../../../test-support/api-server';
import { useAppHarness } from '../../../test-support/app-harness';
import { outletItem } from '../../../test-support/outlet-fixtures';
import { renderApp } from '../../../test-support/render-app';
import { initialOutletState } from '../outlet/outlet-slice';
import { cartActions, initialCartState } from '../cart/cart-slice';
import { productMessages } from './product-messages';
import { cartCallsAnswered, itemFails, itemsServed, outletDetail, variantsServed } from './product-test-support';

const { server, track } = useAppHarness();

type StartOptions = Parameters<typeof renderApp>[0];

function start(path: string, options: StartOptions = {}) {
  // Where the page's buttons lead is read off the router, whatever screen the route table has there.
  const app = renderApp({ path, ...options });
  track(app);
  return app;
}

const withList = (items = [outletItem({ id: 501, sku: 'COAT-05', title: '清單裡的大衣', image_url: '/images/list.jpg' })]) => ({
  preloadedState: { outlet: { ...initialOutletState, items, status: 'succeeded' as const } },
});

// The cart's saga runs in the real app: its calls (and the list refresh after an add) get bland answers.
beforeEach(() => server.use(cartCallsAnswered(), outletListReturns([]), variantsServed([])));

describe('loading', () => {
  it('shows a product found in the outlet list even when the detail call fails', async () => {
    server.use(itemFails(500));
    start('/product/501', withList());
    expect(await screen.findByTestId('product-title')).toHaveTextContent('清單裡的大衣');
    expect(screen.getByTestId('gallery-image')).toHaveAttribute('src', '/images/list.jpg');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('product-error')).not.toBeInTheDocument();
  });

  it('fetches a product the list does not hold', async () => {
    server.use(itemsServed([outletDetail({ id: 888, title: '直接開啟的大衣' })]));
    start('/product/888');
    expect(await screen.findByTestId('product-title')).toHaveTextContent('直接開啟的大衣');
    expect(screen.getByTestId('product-page')).toHaveAttribute('data-item-id', '888');
  });

  it('404: "Product not found", the taken line, and a button back to browsing', async () => {
    server.use(itemsServed([]));
    const { user, router } = start('/product/404');
    const error = await screen.findByTestId('product-error');
    expect(within(error).getByRole('heading')).toHaveTextContent(productMessages.notFound);
    // The state is the page: its title is the page's one h1 (axe page-has-heading-one; NonIdealState's own is an H4).
    expect(screen.getByRole('heading', { level: 1 })).toBe(within(error).getByRole('heading'));
    await expect(axeViolations(document.body, ['page-has-heading-one', 'heading-order'])).resolves.toEqual([]);
    expect(error).toHaveTextContent(productMessages.takenByOthers);
    expect(within(error).queryByRole('button', { name: productMessages.retry })).not.toBeInTheDocument();
    await user.click(within(error).getByRole('button', { name: productMessages.browseOthers }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('other failures: "Failed to load product details", and retry recovers', async () => {
    server.use(itemFails(500));
    const { user } = start('/product/42');
    const error = await screen.findByTestId('product-error');
    expect(within(error).getByRole('heading')).toHaveTextContent(productMessages.loadFailed);
    expect(error).toHaveTextContent(productMessages.takenByOthers);

    server.use(itemsServed([outletDetail({ id: 42, title: '恢復了' })]));
    await user.click(within(error).getByRole('button', { name: productMessages.retry }));
    expect(await screen.findByTestId('product-title')).toHaveTextContent('恢復了');
  });

  it('a path id that is not a number is not found', async () => {
    start('/product/abc');
    expect(within(await screen.findByTestId('product-error')).getByRole('heading')).toHaveTextContent(productMessages.notFound);
  });
});

describe('gallery', () => {
  it('steps through all_images with previous and next, and the counter follows', async () => {
    server.use(itemsServed([outletDetail({ id: 5 })]));
    const { user } = start('/product/5');
    const gallery = await screen.findByTestId('product-gallery');
    const image = () => within(gallery).getByTestId('gallery-image');
    expect(screen.getByTestId('gallery-counter')).toHaveTextContent('1 / 3');
    expect(image()).toHaveAttribute('src', '/images/a.jpg');
    expect(screen.getByTestId('gallery-prev')).toBeDisabled();

    await user.click(screen.getByTestId('gallery-next'));
    expect(screen.getByTestId('gallery-counter')).toHaveTextContent('2 / 3');
    expect(image()).toHaveAttribute('src', '/images/b.jpg');
    await user.click(screen.getByTestId('gallery-next'));
    expect(screen.getByTestId('gallery-counter')).toHaveTextContent('3 / 3');
    expect(screen.getByTestId('gallery-next')).toBeDisabled();

    await user.click(screen.getByTestId('gallery-prev'));
    expect(screen.getByTestId('gallery-counter')).toHaveTextContent('2 / 3');
    // A thumbnail jumps straight to its picture.
    await user.click(within(gallery).getByRole('button', { name: productMessages.showImage(1) }));
    expect(screen.getByTestId('gallery-counter')).toHaveTextContent('1 / 3');
    expect(image()).toHaveAttribute('src', '/images/a.jpg');
  });

  it('falls back to image_url alone, without navigation, when all_images is empty', async () => {
    server.use(itemsServed([outletDetail({ id: 6, all_images: '[]', image_url: '/images/only.jpg' })]));
    start('/product/6');
    expect(await screen.findByTestId('gallery-image')).toHaveAttribute('src', '/images/only.jpg');
    expect(screen.queryByTestId('gallery-counter')).not.toBeInTheDocument();
    expect(screen.queryByTestId('gallery-next')).not.toBeInTheDocument();
  });
});

describe('variants, prices and stock', () => {
  it('lists only in-stock variants with their counts; a chip opens that variant', async () => {
    const variants = [
      outletItem({ id: 701, sku: 'SHOE', variant_details: '24', total_quantity: 3, reserved_count: 0 }),
      outletItem({ id: 702, sku: 'SHOE', variant_details: '25', total_quantity: 1, reserved_count: 1 }),
      outletItem({ id: 703, sku: 'SHOE', variant_details: '26', available_count: 7 }),
    ];
    server.use(
      itemsServed([outletDetail({ id: 701, sku: 'SHOE', title: '跑鞋' }), outletDetail({ id: 703, sku: 'SHOE', title: '跑鞋', variant_details: '26' })]),
      variantsServed(variants),
    );
    const { user } = start('/product/701');
    expect(await screen.findByText(productMessages.variantsTitle)).toBeInTheDocument();
    const chips = await screen.findAllByTestId('variant-option');
    expect(chips.map((chip) => chip.textContent)).toEqual(['24剩餘 3 件', '26剩餘 7 件']);
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');

    await user.click(chips[1]);
    await waitFor(() => expect(screen.getByTestId('product-page')).toHaveAttribute('data-item-id', '703'));
    expect(screen.getAllByTestId('variant-option')[1]).toHaveAttribute('aria-pressed', 'true');
  });

  it('rounds prices, strikes the original and states the savings and badge', async () => {
    server.use(itemsServed([outletDetail({ id: 8, price: 2999.6, discount_price: 1999.5 })]));
    start('/product/8');
    expect(await screen.findByTestId('product-price')).toHaveTextContent('$2,000');
    const original = screen.getByTestId('product-original-price');
    expect(original.tagName).toBe('DEL');
    expect(original).toHaveTextContent('$3,000');
    // 1000.1 saved, rounded; round(1000.1 / 2999.6 x 100) = 33.
    expect(screen.getByTestId('product-savings')).toHaveTextContent(`${productMessages.savings('$1,000')} 33% OFF`);
    expect(screen.getByTestId('product-discount-badge')).toHaveTextContent('33% OFF');
  });

  it.each([
    [1, true],
    [3, true],
    [4, false],
  ])('with %i left the low-stock warning shows: %s', async (stock, warned) => {
    server.use(itemsServed([outletDetail({ id: 9, available_count: stock })]));
    start('/product/9');
    expect(await screen.findByTestId('product-stock')).toHaveTextContent(`剩餘 ${stock} 件`);
    if (warned) expect(screen.getByTestId('product-low-stock')).toHaveTextContent('庫存有限，要買要快！');
    else expect(screen.queryByTestId('product-low-stock')).not.toBeInTheDocument();
    expect(screen.getByTestId('product-add')).toBeEnabled();
  });

  it('at 0 stock says out of stock, warns nothing and disables add', async () => {
    server.use(itemsServed([outletDetail({ id: 10, available_count: 0 })]));
    start('/product/10');
    expect(await screen.findByTestId('product-stock')).toHaveTextContent('已售完');
    expect(screen.queryByTestId('product-low-stock')).not.toBeInTheDocument();
    expect(screen.getByTestId('product-add')).toBeDisabled();
  });
});

describe('description', () => {
  it('renders markup sanitised: no script, no event handler', async () => {
    const markup = '<p>好穿<strong>耐走</strong></p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>';
    server.use(itemsServed([outletDetail({ id: 11, description: markup })]));
    start('/product/11');
    const description = await screen.findByTestId('product-description');
    expect(within(description).getByText('耐走').tagName).toBe('STRONG');
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('[onerror]')).toBeNull();
    expect(description.innerHTML).not.toMatch(/onerror|script/i);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('renders plain text as text, keeping its line breaks', async () => {
    server.use(itemsServed([outletDetail({ id: 12, description: '第一行\n第二行 3 < 5' })]));
    start('/product/12');
    const description = await screen.findByTestId('product-description');
    expect(description.querySelectorAll('br')).toHaveLength(1);
    expect(description.innerHTML).toBe('第一行<br>第二行 3 &lt; 5');
  });
});

describe('add to cart', () => {
  const detail = outletDetail({ id: 21, title: '羊毛大衣', available_count: 2 });

  it('asks for a phone, keeps confirm disabled until it is valid, then reserves with it', async () => {
    server.use(itemsServed([detail]));
    const { user, store } = start('/product/21');
    await user.click(await screen.findByTestId('product-add'));

    const dialog = await screen.findByTestId('phone-dialog');
    expect(screen.getByRole('dialog')).toHaveTextContent(productMessages.phoneDialogTitle);
    expect(dialog).toHaveTextContent(productMessages.phoneDialogPrompt);
    const confirm = within(dialog).getByTestId('phone-dialog-confirm');
    expect(confirm).toBeDisabled();

    await user.type(within(dialog).getByTestId('phone-dialog-input'), '0912');
    expect(confirm).toBeDisabled();
    expect(dialog).toHaveTextContent('請輸入正確的電話號碼');
    await user.type(within(dialog).getByTestId('phone-dialog-input'), '345678');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(screen.queryByTestId('phone-dialog')).not.toBeInTheDocument());
    const { cart } = store.getState();
    expect(cart.phone).toBe('0912345678');
    // Either still adding or already added, depending on the cart's saga; never addable twice.
    expect(cart.addingKeys.includes('outlet:21:') || cart.lines.some((line) => line.item_id === 21)).toBe(true);
    expect(screen.getByTestId('product-add')).toBeDisabled();
  });

  it('with a valid saved phone adds without asking', async () => {
    server.use(itemsServed([detail]));
    const { user, store } = start('/product/21', { preloadedState: { cart: { ...initialCartState, phone: '0287654321' } } });
    await user.click(await screen.findByTestId('product-add'));
    expect(screen.queryByTestId('phone-dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('product-add')).toBeDisabled());
    expect(store.getState().cart.addingKeys.includes('outlet:21:') || store.getState().cart.lines.length === 1).toBe(true);
  });

  it('once the item is in the cart: "already in cart" and a go-to-cart button to /checkout', async () => {
    server.use(itemsServed([detail]));
    const { user, store, router } = start('/product/21');
    await screen.findByTestId('product-title');
    expect(screen.queryByTestId('product-go-to-cart')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(
        cartActions.addSucceeded({
          line: { id: 21, item_id: 21, item_type: 'outlet', title: '羊毛大衣', price: 3000, discount_price: 1800, quantity: 1 },
        }),
      );
    });
    expect(await screen.findByTestId('product-add')).toHaveTextContent('已在購物車');
    expect(screen.getByTestId('product-add')).toBeDisabled();
    await user.click(screen.getByTestId('product-go-to-cart'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('states the 2-hour hold', async () => {
    server.use(itemsServed([detail]));
    start('/product/21');
    expect(await screen.findByText(productMessages.holdNote)).toBeInTheDocument();
    expect(productMessages.holdNote).toContain('2 小時');
  });
});

import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { DEMO_SHOP_SETTINGS, outletListFails, outletListReturns, outletListUrl, shopSettingsReturns } from '../../../test-support/api-server';
import { useAppHarness } from '../../../test-support/app-harness';
import { axeViolations } from '../../../test-support/axe';
import { outletItem, sampleCatalogue } from '../../../test-support/outlet-fixtures';
import { renderApp } from '../../../test-support/render-app';
import { formatMessage } from '../../domain';
import { messages } from '../../i18n/messages';

const { server, track } = useAppHarness();

function ProductStandIn() {
  return <p data-testid="product-route">{useLocation().pathname}</p>;
}

function start(options: Parameters<typeof renderApp>[0] = {}) {
  const app = renderApp({ extraRoutes: [{ path: '/product/:id', element: <ProductStandIn /> }], ...options });
  track(app);
  return app;
}

const cards = () => screen.getAllByTestId('product-card');
const cardTitles = () => cards().map((card) => within(card).getByRole('heading').textContent);

describe('outlet home page', () => {
  it('shows the development banner and a loading state, then the grid of cards', async () => {
    server.use(
      http.get(outletListUrl, async () => {
        await delay(50);
        return HttpResponse.json(sampleCatalogue());
      }),
    );
    start();
    expect(await screen.findByText(messages.outlet.loading)).toBeInTheDocument();
    expect(await screen.findByTestId('outlet-banner')).toHaveTextContent('LINE');
    expect(screen.getByTestId('outlet-banner')).toHaveTextContent('退換貨');

    const grid = await screen.findByTestId('outlet-grid');
    expect(within(grid).getAllByTestId('product-card')).toHaveLength(3);
    expect(screen.getByTestId('item-count')).toHaveTextContent('共 3 件商品');
    expect(screen.queryByText(messages.outlet.loading)).not.toBeInTheDocument();
    // axe's heading-order: the banner's title is an h2 under the page's h1 (Callout's own is an H5), before the cards' h3s.
    expect(within(screen.getByTestId('outlet-banner')).getByRole('heading', { level: 2 })).toHaveTextContent(messages.outlet.bannerTitle);
    await expect(axeViolations(document.body, ['heading-order'])).resolves.toEqual([]);
  });

  it('loads the pictures of the first screen at once and the ones below the fold only when scrolled near (issue 29)', async () => {
    const items = Array.from({ length: 7 }, (_, index) =>
      outletItem({ id: 900 + index, title: `外套 ${index + 1}`, sku: `COAT-${index + 1}`, created_at: `2026-03-${String(20 - index).padStart(2, '0')}T00:00:00Z` }));
    server.use(outletListReturns(items));
    start();
    await waitFor(() => expect(cards()).toHaveLength(7));
    const pictures = cards().map((card) => within(card).getByRole('img'));
    // Newest first: 外套 1 .. 外套 7 in order, the first four (two rows of a phone's two columns) eager.
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual(items.map((item) => item.title));
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy']);
    for (const picture of pictures) {
      expect(picture).toHaveAttribute('decoding', 'async');
      expect(picture).toHaveAttribute('width', '400');
      expect(picture).toHaveAttribute('height', '400');
    }
  });

  it('renders a card with struck original price, discounted price and badge', async () => {
    server.use(outletListReturns(sampleCatalogue()));
    start();
    const knit = (await screen.findAllByTestId('product-card')).find((card) => card.dataset.sku === 'KNIT-01');
    if (!knit) throw new Error('card KNIT-01 missing');
    const original = within(knit).getByTestId('card-original-price');
    expect(original).toHaveTextContent('$1,600');
    expect(original.tagName).toBe('DEL');
    expect(within(knit).getByTestId('card-price')).toHaveTextContent('$1,280');
    expect(within(knit).getByTestId('card-discount-badge')).toHaveTextContent('20% OFF');
    // The newest card is first, on the first screen: its picture loads at once, square before it arrives.
    const image = within(knit).getByRole('img', { name: '羊毛針織外套' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
    // A single 'Default' item has no chips; plenty left, so no low-stock line.
    expect(within(knit).queryAllByTestId('variant-chip')).toHaveLength(0);
    expect(within(knit).queryByTestId('card-low-stock')).not.toBeInTheDocument();
  });

  it('shows variant chips, disables sold-out ones and selects the first available', async () => {
    server.use(outletListReturns(sampleCatalogue()));
    const { user } = start();
    const shoes = (await screen.findAllByTestId('product-card')).find((card) => card.dataset.sku === 'RUN-02');
    if (!shoes) throw new Error('card RUN-02 missing');
    const [small, medium] = within(shoes).getAllByTestId('variant-chip');
    expect(small).toHaveTextContent('S');
    expect(small).toBeDisabled();
    expect(medium).toHaveAttribute('aria-pressed', 'true');
    expect(shoes.dataset.itemId).toBe('202');
    // Two left of M: the low-stock line shows.
    expect(within(shoes).getByTestId('card-low-stock')).toHaveTextContent(formatMessage('LOW_STOCK'));

    await user.click(medium);
    // Selecting does not navigate.
    expect(screen.queryByTestId('product-route')).not.toBeInTheDocument();
  });

  it('switching variants changes the detail link, and tapping the card opens /product/{id}', async () => {
    server.use(
      outletListReturns([
        outletItem({ id: 11, sku: 'TEE', title: 'T-shirt', variant_details: 'S' }),
        outletItem({ id: 12, sku: 'TEE', title: 'T-shirt', variant_details: 'M', discount_price: 700 }),
      ]),
    );
    const { user } = start();
    const card = await screen.findByTestId('product-card');
    expect(card.dataset.itemId).toBe('11');
    await user.click(within(card).getByRole('button', { name: 'M' }));
    expect(within(card).getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByTestId('card-price')).toHaveTextContent('$700');

    await user.click(within(card).getByRole('img'));
    expect(await screen.findByTestId('product-route')).toHaveTextContent('/product/12');
  });

  it('filters by title or sku as you type, and the clear button restores the list', async () => {
    server.use(outletListReturns(sampleCatalogue()));
    const { user } = start();
    await screen.findByTestId('outlet-grid');
    expect(screen.queryByTestId('outlet-search-clear')).not.toBeInTheDocument();

    await user.type(screen.getByTestId('outlet-search'), 'running');
    expect(cardTitles()).toEqual(['Running Shoes 慢跑鞋']);
    expect(screen.getByTestId('item-count')).toHaveTextContent('共 1 件商品');

    await user.clear(screen.getByTestId('outlet-search'));
    await user.type(screen.getByTestId('outlet-search'), 'bag-03');
    expect(cardTitles()).toEqual(['棉質帆布袋']);

    await user.click(screen.getByTestId('outlet-search-clear'));
    expect(screen.getByTestId('outlet-search')).toHaveValue('');
    expect(cards()).toHaveLength(3);
  });

  it('sorts by the chosen mode; discount is the default', async () => {
    server.use(outletListReturns(sampleCatalogue()));
    const { user } = start();
    await screen.findByTestId('outlet-grid');
    const sort = screen.getByTestId('outlet-sort');
    expect(sort).toHaveValue('discount');
    expect(within(sort).getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toEqual([
      'discount',
      'price-low',
      'price-high',
      'newest',
    ]);
    expect(cardTitles()).toEqual(['Running Shoes 慢跑鞋', '羊毛針織外套', '棉質帆布袋']);

    await user.selectOptions(sort, 'price-low');
    expect(cardTitles()).toEqual(['棉質帆布袋', '羊毛針織外套', 'Running Shoes 慢跑鞋']);
    await user.selectOptions(sort, 'newest');
    expect(cardTitles()).toEqual(['羊毛針織外套', '棉質帆布袋', 'Running Shoes 慢跑鞋']);
    await user.selectOptions(sort, 'price-high');
    expect(cardTitles()).toEqual(['Running Shoes 慢跑鞋', '羊毛針織外套', '棉質帆布袋']);
  });

  it('empty state with no search asks to come back later', async () => {
    server.use(outletListReturns([]));
    start();
    const empty = await screen.findByTestId('outlet-empty');
    expect(empty).toHaveTextContent(messages.outlet.emptyTitle);
    expect(empty).toHaveTextContent(messages.outlet.emptyHintNoSearch);
    // axe's heading-order: the state's title is an h2 under the page's h1 (NonIdealState's own is an H4).
    expect(within(empty).getByRole('heading', { level: 2 })).toHaveTextContent(messages.outlet.emptyTitle);
    await expect(axeViolations(document.body, ['heading-order'])).resolves.toEqual([]);
    expect(screen.getByTestId('item-count')).toHaveTextContent('共 0 件商品');
    expect(screen.queryByTestId('outlet-grid')).not.toBeInTheDocument();
  });

  it('empty state with a search asks to adjust it', async () => {
    server.use(outletListReturns(sampleCatalogue()));
    const { user } = start();
    await screen.findByTestId('outlet-grid');
    await user.type(screen.getByTestId('outlet-search'), 'zzz-nothing');
    const empty = screen.getByTestId('outlet-empty');
    expect(empty).toHaveTextContent(messages.outlet.emptyTitle);
    expect(empty).toHaveTextContent(messages.outlet.emptyHintSearch);
  });

  it('shows the load error when nothing is loaded, and retry recovers', async () => {
    server.use(outletListFails(500, {}));
    const { user } = start();
    expect(await screen.findByText(messages.outlet.loadError)).toBeInTheDocument();
    expect(screen.queryByTestId('outlet-grid')).not.toBeInTheDocument();

    server.use(outletListReturns(sampleCatalogue()));
    await user.click(screen.getByRole('button', { name: messages.outlet.retry }));
    expect(await screen.findByTestId('outlet-grid')).toBeInTheDocument();
    expect(screen.queryByText(messages.outlet.loadError)).not.toBeInTheDocument();
  });

  it('a failed refresh after a good load keeps the grid and shows no load error', async () => {
    server.use(outletListReturns(sampleCatalogue()));
    const { user } = start();
    await screen.findByTestId('outlet-grid');
    server.use(outletListFails(500, {}));
    await user.click(screen.getByTestId('outlet-refresh'));
    // The error is toasted (the shopper asked), not put in place of the cards.
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.outlet.loadError);
    expect(screen.queryByTestId('outlet-error')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(3);
  });

  it('the refresh button reloads the list and toasts success', async () => {
    server.use(outletListReturns(sampleCatalogue()));
    const { user } = start();
    await screen.findByTestId('outlet-grid');
    server.use(outletListReturns([outletItem({ id: 77, title: '新到貨商品', sku: 'NEW-77' })]));
    await user.click(screen.getByTestId('outlet-refresh'));
    expect(await screen.findByText(messages.outlet.refreshed)).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toEqual(['新到貨商品']));
  });
});

describe('issue 28: the home banner comes from the shop settings', () => {
  it('a live shop that turned it off shows no banner', async () => {
    server.use(outletListReturns(sampleCatalogue()), shopSettingsReturns({ ...DEMO_SHOP_SETTINGS, banner: null, demo: false, mailOutbox: false }));
    start();
    await screen.findByTestId('outlet-grid');
    await waitFor(() => expect(screen.queryByText(messages.outlet.bannerTitle)).not.toBeInTheDocument());
    expect(screen.queryByTestId('outlet-banner')).not.toBeInTheDocument();
  });

  it("a live shop's own words and chat account replace the 'in development' notice; the clearance terms stay", async () => {
    server.use(outletListReturns(sampleCatalogue()), shopSettingsReturns({ banner: { text: '年終出清，售完為止。', chatAccount: '@haowu' }, demo: false, mailOutbox: false }));
    start();
    const banner = await screen.findByTestId('outlet-banner');
    expect(banner).toHaveTextContent('年終出清，售完為止。');
    expect(within(banner).getByTestId('outlet-banner-chat')).toHaveTextContent(messages.outlet.bannerChat('@haowu'));
    expect(banner).toHaveTextContent(messages.outlet.bannerNotice);
    expect(banner).not.toHaveTextContent(messages.outlet.bannerTitle);
    expect(banner).not.toHaveTextContent(messages.outlet.bannerBody);
  });

  it('an item without a picture (a Shopify product without images) shows the neutral no-picture look, not a tile', async () => {
    server.use(outletListReturns([outletItem({ id: 9, sku: 'NOPIC-1', title: '無圖商品', image_url: '' })]));
    start();
    const card = await screen.findByTestId('product-card');
    expect(within(card).queryByRole('img', { name: '無圖商品' })).not.toBeInTheDocument();
    expect(within(card).getByRole('img', { name: messages.common.noPicture })).toBeInTheDocument();
  });
});

describe('issue 28: the outlet list filtered by the address\'s category', () => {
  it('/?category= shows that category\'s cards only, and removing the chip shows every card again', async () => {
    const items = sampleCatalogue().map((item) => (item.sku === 'KNIT-01' ? { ...item, category: '服飾' } : item));
    server.use(outletListReturns(items));
    const { user, router } = start({ path: `/?category=${encodeURIComponent('服飾')}` });
    await screen.findByTestId('outlet-grid');
    expect(cards().map((card) => card.dataset.sku)).toEqual(['KNIT-01']);
    expect(screen.getByTestId('outlet-category')).toHaveTextContent('服飾');
    await user.click(within(screen.getByTestId('outlet-category')).getByRole('button', { name: messages.outlet.allCategories }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });
});

describe('issue 28: the outlet search and sort live in the address', () => {
  it('typing and sorting write ?q= and ?sort=; opening that address again restores both', async () => {
    server.use(outletListReturns(sampleCatalogue()));
    const { user, router } = start();
    await screen.findByTestId('outlet-grid');
    await user.type(screen.getByTestId('outlet-search'), '針織');
    await user.selectOptions(screen.getByTestId('outlet-sort'), 'price-low');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('price-low'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('針織');
    expect(cards().map((card) => card.dataset.sku)).toEqual(['KNIT-01']);
  });

  it('an address with ?q= and ?sort= (a reload, Back) shows that search and sort', async () => {
    server.use(outletListReturns(sampleCatalogue()));
    start({ path: `/?q=${encodeURIComponent('針織')}&sort=price-high` });
    await screen.findByTestId('outlet-grid');
    expect(screen.getByTestId('outlet-search')).toHaveValue('針織');
    expect(screen.getByTestId('outlet-sort')).toHaveValue('price-high');
    expect(cards().map((card) => card.dataset.sku)).toEqual(['KNIT-01']);
  });
});

import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { axeViolations } from '../../../test-support/axe';
import { useAppHarness } from '../../../test-support/app-harness';
import { fakeCartServer } from '../../../test-support/cart-server';
import { fakeMarketplaceServer, marketplaceProduct, type FakeMarketplaceOptions } from '../../../test-support/marketplace-server';
import { renderApp } from '../../../test-support/render-app';
import { messages } from '../../i18n/contexts/marketplace';

const { server, track } = useAppHarness();
const text = messages.marketplace;

beforeEach(() => server.use(...fakeCartServer().handlers));

/** 45 products: three pages of 20; every fifth is a 褲子, the rest 上衣; names say their number. */
const catalogue = () =>
  Array.from({ length: 45 }, (_, index) =>
    marketplaceProduct({
      item_id: 1000 + index,
      item_name: index % 5 === 0 ? `牛仔褲 ${index}` : `棉質上衣 ${index}`,
      category: index % 5 === 0 ? '褲子' : '上衣',
      price: 1000 + index,
      has_variations: index === 1,
    }),
  );

function start(path = '/shopee-products', options: FakeMarketplaceOptions = {}) {
  const fake = fakeMarketplaceServer({ products: catalogue(), categories: ['上衣', '褲子'], ...options });
  server.use(...fake.handlers);
  const app = renderApp({ path, extraRoutes: [{ path: '/shopee-product/:itemId', element: <p>detail stand-in</p> }] });
  track(app);
  const catalogueCalls = () => fake.requests.filter((request) => request.path !== '/api/shopee-products/categories');
  return { ...app, fake, catalogueCalls };
}

const cardIds = () => screen.getAllByTestId('marketplace-card').map((card) => card.dataset.itemId);

describe('/shopee-products (spec 1 §2)', () => {
  it("shows 'all products', the 10% note and the first 20 cards with both prices, '10% OFF' and the multi-spec chip", async () => {
    start();
    expect(screen.getByRole('link', { name: messages.shell.tabAllProducts })).toHaveClass('top-tab-active');
    expect(await screen.findByRole('heading', { name: text.title })).toBeInTheDocument();
    expect(screen.getByTestId('marketplace-note')).toHaveTextContent(text.discountNote);
    await screen.findByTestId('marketplace-grid');
    expect(cardIds()).toHaveLength(20);
    const [first, second] = screen.getAllByTestId('marketplace-card');
    expect(within(first).getByText('$1,000').tagName).toBe('DEL');
    expect(within(first).getByTestId('marketplace-price')).toHaveTextContent('$900');
    // Issue 28: the cart's format ('$900', not 'NT$900') and the one price order, the sale price first.
    expect(within(first).getByTestId('price-line').textContent).toBe('$900$1,000');
    expect(within(first).getByTestId('marketplace-discount-chip')).toHaveTextContent('10% OFF');
    expect(within(first).queryByTestId('marketplace-multi-spec')).not.toBeInTheDocument();
    expect(within(second).getByTestId('marketplace-multi-spec')).toHaveTextContent(text.multiSpec);
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/shopee-product/1000');
  });

  it("the drawer's 'all products' item leads here from the outlet home", async () => {
    const { user, router } = start('/');
    await user.click(screen.getByTestId('menu-button'));
    await user.click(within(await screen.findByTestId('nav-drawer')).getByText(messages.shell.tabAllProducts));
    expect(router.state.location.pathname).toBe('/shopee-products');
    expect(await screen.findByTestId('marketplace-grid')).toBeInTheDocument();
  });

  it('a card leads to /shopee-product/{item_id}', async () => {
    const { user, router } = start();
    const cards = await screen.findAllByTestId('marketplace-card');
    await user.click(within(cards[2]).getByRole('link'));
    expect(router.state.location.pathname).toBe('/shopee-product/1002');
  });

  it('pagination: next and prev load pages 2 and 1, the page lives in the address, and Back returns to it', async () => {
    const { user, router, catalogueCalls } = start();
    await screen.findByTestId('marketplace-grid');
    expect(screen.getByTestId('marketplace-page-prev')).toBeDisabled();
    await user.click(screen.getByTestId('marketplace-page-next'));
    await waitFor(() => expect(cardIds()[0]).toBe('1020'));
    expect(router.state.location.search).toBe('?page=2');
    expect(catalogueCalls().at(-1)?.query).toEqual({ page: '2', limit: '20' });
    await user.click(screen.getByTestId('marketplace-page-next'));
    await waitFor(() => expect(cardIds()).toHaveLength(5));
    expect(screen.getByTestId('marketplace-page-next')).toBeDisabled();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(cardIds()[0]).toBe('1020'));
    await user.click(screen.getByTestId('marketplace-page-prev'));
    await waitFor(() => expect(cardIds()[0]).toBe('1000'));
  });

  it('issue 28: another page opens at its top; a page past the last says there is no such page and offers page 1', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      const { user, router } = start();
      await screen.findByTestId('marketplace-grid');
      expect(scrollTo).not.toHaveBeenCalled();
      await user.click(screen.getByTestId('marketplace-page-next'));
      await waitFor(() => expect(cardIds()[0]).toBe('1020'));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0 });

      await act(() => router.navigate('/shopee-products?page=99'));
      const none = await screen.findByTestId('marketplace-no-page');
      expect(none).toHaveTextContent(text.noSuchPage(99, 3));
      expect(none).not.toHaveTextContent(text.emptyHintList);
      await user.click(within(none).getByTestId('marketplace-first-page'));
      await waitFor(() => expect(cardIds()[0]).toBe('1000'));
      expect(router.state.location.search).toBe('');
    } finally {
      scrollTo.mockRestore();
    }
  });

  it('issue 28: one character (褲) says in visible text why a second is needed, and the hint goes with a second', async () => {
    const { user } = start();
    await screen.findByTestId('marketplace-grid');
    expect(screen.queryByTestId('marketplace-search-hint')).not.toBeInTheDocument();
    await user.type(screen.getByTestId('marketplace-search'), '褲');
    expect(screen.getByTestId('marketplace-search-hint')).toHaveTextContent(text.oneCharacterHint);
    await user.type(screen.getByTestId('marketplace-search'), '子');
    expect(screen.queryByTestId('marketplace-search-hint')).not.toBeInTheDocument();
  });

  it('opening an address with page and category loads exactly that', async () => {
    const { catalogueCalls } = start('/shopee-products?category=%E8%A4%B2%E5%AD%90&page=1');
    await screen.findByTestId('marketplace-grid');
    expect(cardIds()).toEqual(['1000', '1005', '1010', '1015', '1020', '1025', '1030', '1035', '1040']);
    expect(catalogueCalls()).toEqual([{ path: '/api/shopee-products/list', query: { page: '1', limit: '20', category: '褲子' } }]);
    expect(screen.getByTestId('marketplace-category')).toHaveValue('褲子');
  });

  it("the category dropdown lists 'All Categories' and the server's names; changing it reloads from page 1", async () => {
    const { user, router } = start('/shopee-products?page=2');
    await screen.findByTestId('marketplace-grid');
    const select = screen.getByTestId('marketplace-category');
    await waitFor(() => expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([text.allCategories, '上衣', '褲子']));
    await user.selectOptions(select, '褲子');
    await waitFor(() => expect(cardIds()).toHaveLength(9));
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe('褲子');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    await user.selectOptions(select, text.allCategories);
    await waitFor(() => expect(cardIds()).toHaveLength(20));
  });

  it('search: the button is disabled under 2 characters; Enter or the button searches; Clear returns to the list', async () => {
    const { user, router, catalogueCalls } = start();
    await screen.findByTestId('marketplace-grid');
    const box = screen.getByTestId('marketplace-search');
    const button = screen.getByTestId('marketplace-search-button');
    expect(button).toBeDisabled();
    await user.type(box, '牛');
    expect(button).toBeDisabled();
    await user.type(box, '仔');
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(cardIds()).toHaveLength(9));
    expect(catalogueCalls().at(-1)).toEqual({ path: '/api/shopee-products/search', query: { keyword: '牛仔', page: '1', limit: '20' } });
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('牛仔');
    expect(screen.getByTestId('marketplace-count')).toHaveTextContent(text.searchResultCount('牛仔', 9));

    await user.clear(box);
    await user.type(box, '棉質{Enter}');
    await waitFor(() => expect(cardIds()).toHaveLength(20));
    expect(catalogueCalls().at(-1)?.query.keyword).toBe('棉質');

    await user.click(screen.getByTestId('marketplace-search-clear'));
    await waitFor(() => expect(catalogueCalls().at(-1)?.path).toBe('/api/shopee-products/list'));
    expect(box).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('Enter with fewer than 2 characters loads the plain list, never the search call', async () => {
    const { user, catalogueCalls } = start('/shopee-products?q=%E7%89%9B%E4%BB%94');
    await waitFor(() => expect(cardIds()).toHaveLength(9));
    const box = screen.getByTestId('marketplace-search');
    expect(box).toHaveValue('牛仔');
    await user.clear(box);
    await user.type(box, '牛{Enter}');
    await waitFor(() => expect(cardIds()).toHaveLength(20));
    expect(catalogueCalls().at(-1)?.path).toBe('/api/shopee-products/list');
    expect(catalogueCalls().filter((call) => call.query.keyword === '牛')).toEqual([]);
  });

  it('the Search button is disabled while a load runs, even with enough text', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = start('/shopee-products', {
      onList: async () => {
        await gate;
        return undefined;
      },
    });
    await user.type(screen.getByTestId('marketplace-search'), '上衣');
    expect(screen.getByTestId('marketplace-loading')).toBeInTheDocument();
    expect(screen.getByTestId('marketplace-search-button')).toBeDisabled();
    release();
    await screen.findByTestId('marketplace-grid');
    expect(screen.getByTestId('marketplace-search-button')).toBeEnabled();
  });

  it("no result: 'No products found'", async () => {
    const { user } = start();
    await screen.findByTestId('marketplace-grid');
    await user.type(screen.getByTestId('marketplace-search'), '不存在的商品{Enter}');
    const empty = await screen.findByTestId('marketplace-empty');
    expect(empty).toHaveTextContent(text.emptyTitle);
    expect(screen.queryByTestId('marketplace-grid')).not.toBeInTheDocument();
    // axe's heading-order: the state's title is an h2 under the page's h1 (NonIdealState's own is an H4).
    expect(within(empty).getByRole('heading', { level: 2 })).toHaveTextContent(text.emptyTitle);
    await expect(axeViolations(document.body, ['heading-order'])).resolves.toEqual([]);
  });

  it("a failed list says 'Failed to load products' and retry loads it", async () => {
    let fail = true;
    const { user } = start('/shopee-products', { onList: () => (fail ? HttpResponse.json({ code: 'INTERNAL' }, { status: 500 }) : undefined) });
    const error = await screen.findByTestId('marketplace-error');
    expect(error).toHaveTextContent(text.loadFailed);
    fail = false;
    await user.click(within(error).getByRole('button', { name: text.retry }));
    await waitFor(() => expect(cardIds()).toHaveLength(20));
  });

  it("a failed search says 'Search failed'; no connection says so; failed categories leave 'All Categories'", async () => {
    const { user } = start('/shopee-products', {
      onSearch: () => HttpResponse.json({}, { status: 502 }),
      onCategories: () => HttpResponse.json({}, { status: 500 }),
    });
    await screen.findByTestId('marketplace-grid');
    expect(await screen.findByTestId('marketplace-categories-error')).toHaveTextContent(text.categoriesFailed);
    expect(within(screen.getByTestId('marketplace-category')).getAllByRole('option')).toHaveLength(1);
    await user.type(screen.getByTestId('marketplace-search'), '上衣{Enter}');
    expect(await screen.findByTestId('marketplace-error')).toHaveTextContent(text.searchFailed);

    server.use(...fakeMarketplaceServer({ onList: () => HttpResponse.error() }).handlers);
    await user.click(screen.getByTestId('marketplace-search-clear'));
    await waitFor(() => expect(screen.getByTestId('marketplace-error')).toHaveTextContent(messages.api.noConnection));
  });

  it('an answer that breaks the contract is an error, not a broken grid', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    start('/shopee-products', { onList: () => HttpResponse.json({ products: [{ item_id: 1 }], pagination: {} }) });
    expect(await screen.findByTestId('marketplace-error')).toHaveTextContent(text.loadFailed);
    jest.restoreAllMocks();
  });
});

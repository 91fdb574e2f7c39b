import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeAdminConsoleServer, type FakeAdminConsoleOptions } from '../../../test-support/admin-console-server';
import { useAppHarness } from '../../../test-support/app-harness';
import { STAFF_TOKEN } from '../../../test-support/auth-server';
import { seedStaffSession, staffBackend } from '../../../test-support/staff-backend';
import { messages } from '../../i18n/contexts/console';

/** Issue 12: the console's inventory (total, reserved, sold, available) and the audit log. */
const { start: render } = useAppHarness();
const text = messages.admin;

beforeEach(() => seedStaffSession());

function start(path: string, options: Partial<FakeAdminConsoleOptions> = {}) {
  const admin = fakeAdminConsoleServer({ token: STAFF_TOKEN, ...options });
  return { ...render({ path }, staffBackend({ admin })), admin };
}

const item = (id: number, sku: string, title: string, counts: { total: number; reserved: number; sold: number; available: number }) => ({
  id, sku, displaySku: sku, title, variantDetails: 'M', price: 3800, discountPrice: 2280, category: null, ...counts,
});

describe('/admin/inventory', () => {
  it('lists each outlet item with total, reserved, sold and available as the server counts them, and searches', async () => {
    const { user, admin } = start('/admin/inventory', {
      inventory: [
        item(1, 'OL-LINEN', '亞麻襯衫', { total: 5, reserved: 1, sold: 1, available: 3 }),
        item(2, 'OL-WOOL', '羊毛大衣', { total: 1, reserved: 1, sold: 1, available: 0 }),
      ],
    });
    const rows = await screen.findAllByTestId('inventory-row');
    expect(rows.map((row) => row.getAttribute('data-sku'))).toEqual(['OL-LINEN', 'OL-WOOL']);
    expect(within(rows[0]).getAllByRole('cell').slice(4, 8).map((cell) => cell.textContent)).toEqual(['5', '1', '1', '3']);
    expect(rows[1]).toHaveAttribute('data-available', '0');

    await user.type(screen.getByTestId('inventory-search'), '羊毛');
    await user.click(screen.getByTestId('inventory-search-button'));
    await waitFor(() => expect(screen.getAllByTestId('inventory-row')).toHaveLength(1));
    expect(admin.requests.filter((request) => request.url.pathname === '/api/admin/inventory').pop()!.url.searchParams.get('q')).toBe('羊毛');

    await user.clear(screen.getByTestId('inventory-search'));
    await user.type(screen.getByTestId('inventory-search'), 'nothing');
    await user.click(screen.getByTestId('inventory-search-button'));
    expect(await screen.findByTestId('inventory-empty')).toHaveTextContent(text.empty);
  });
});

describe('/admin/inventory categories (issue 28)', () => {
  const withCategory = (category: string | null) => ({ category });

  it('shows each row\'s category, saves a new one for the sku and says so, and clears one', async () => {
    const { user, admin } = start('/admin/inventory', {
      inventory: [
        { ...item(1, 'OL-LINEN', '亞麻襯衫', { total: 5, reserved: 0, sold: 0, available: 5 }), ...withCategory('服飾') },
        { ...item(2, 'OL-BOOT', '短靴', { total: 2, reserved: 0, sold: 0, available: 2 }), ...withCategory(null) },
      ],
    });
    const rows = await screen.findAllByTestId('inventory-row');
    expect(within(screen.getByTestId('inventory-table')).getByRole('columnheader', { name: text.inventory.columns.category })).toBeInTheDocument();
    expect(within(rows[0]).getByRole('combobox', { name: text.inventory.category.input('亞麻襯衫') })).toHaveValue('服飾');
    expect(within(rows[1]).getByRole('combobox', { name: text.inventory.category.input('短靴') })).toHaveValue('');

    const boot = within(rows[1]).getByTestId('inventory-category-input');
    await user.type(boot, '  鞋款 ');
    await user.click(within(rows[1]).getByTestId('inventory-category-save'));
    await waitFor(() => expect(screen.getAllByTestId('inventory-category')[1]).toHaveAttribute('data-category', '鞋款'));
    const put = admin.requests.filter((request) => request.method === 'PUT' && request.url.pathname === '/api/admin/inventory/category');
    expect(put.map((request) => request.body)).toEqual([{ sku: 'OL-BOOT', category: '鞋款' }]);
    expect(within(screen.getAllByTestId('inventory-row')[1]).getByTestId('inventory-category-input')).toHaveValue('鞋款');
    expect(await screen.findByText(text.inventory.category.saved('鞋款'))).toBeInTheDocument();

    const linen = within(screen.getAllByTestId('inventory-row')[0]).getByTestId('inventory-category-input');
    await user.clear(linen);
    await user.click(within(screen.getAllByTestId('inventory-row')[0]).getByTestId('inventory-category-save'));
    await waitFor(() => expect(screen.getAllByTestId('inventory-category')[0]).toHaveAttribute('data-category', ''));
    expect(admin.requests.filter((request) => request.method === 'PUT').pop()!.body).toEqual({ sku: 'OL-LINEN', category: null });
  });

  it('shows a 400\'s field message by the field and keeps the row\'s category', async () => {
    const refusal = messages.admin.inventory.category.saveFailed + ' (field)';
    const { user } = start('/admin/inventory', {
      inventory: [{ ...item(1, 'OL-LINEN', '亞麻襯衫', { total: 5, reserved: 0, sold: 0, available: 5 }), ...withCategory('服飾') }],
      onCategory: () => new Response(JSON.stringify({
        code: 'VALIDATION_FAILED', message: 'refused', fields: { category: { code: 'OUTLET_CATEGORY_INVALID', message: refusal } },
      }), { status: 400, headers: { 'Content-Type': 'application/json' } }),
    });
    const row = (await screen.findAllByTestId('inventory-row'))[0];
    const input = within(row).getByTestId('inventory-category-input');
    await user.clear(input);
    await user.type(input, '外套');
    await user.click(within(row).getByTestId('inventory-category-save'));
    expect(await within(row).findByTestId('inventory-category-error')).toHaveTextContent(refusal);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(refusal);
    expect(within(row).getByTestId('inventory-category')).toHaveAttribute('data-category', '服飾');
  });
});

describe('/admin/audit', () => {
  it('lists who did what and when, links an order target to its page, and filters by target', async () => {
    const { user, admin, router } = start('/admin/audit', {
      audit: [
        { id: 2, staffId: 3, staffName: '陳店長', action: 'payment.refund_recorded', target: 'order:ORD-12345678', details: { attemptId: 41 }, at: '2026-11-29T05:00:00.000Z' },
        { id: 1, staffId: 9, staffName: null, action: 'shopee.sync', target: 'connection:shopee', details: { kind: null }, at: '2026-11-29T04:00:00.000Z' },
      ],
    });
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows.map((row) => row.getAttribute('data-action'))).toEqual(['payment.refund_recorded', 'shopee.sync']);
    expect(rows[0]).toHaveTextContent('陳店長');
    // Issue 28: the action and its details in words, never `shopee.sync {"kind":null}`.
    const l = messages.admin.labels;
    expect(within(rows[0]).getByTestId('audit-action')).toHaveTextContent(messages.admin.order.actions.refund);
    expect(within(rows[0]).getByTestId('audit-details')).toHaveTextContent(l.pair(l.auditDetailKeys.attemptId, '#41'));
    expect(within(rows[1]).getByTestId('audit-action')).toHaveTextContent(l.auditActions['shopee.sync']);
    expect(within(rows[1]).getByTestId('audit-details')).toHaveTextContent(l.pair(l.auditDetailKeys.kind, l.syncKinds.auto));
    for (const row of rows) expect(row.textContent).not.toMatch(/shopee\.sync|payment\.refund|\{"|attemptId|kind/);
    expect(rows[1]).toHaveTextContent(text.audit.unknownStaff(9));

    await user.type(screen.getByTestId('audit-target'), 'connection:shopee');
    await user.click(screen.getByTestId('audit-search-button'));
    await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(1));
    expect(admin.requests.filter((request) => request.url.pathname === '/api/admin/audit').pop()!.url.searchParams.get('target')).toBe('connection:shopee');

    await user.clear(screen.getByTestId('audit-target'));
    await user.click(screen.getByTestId('audit-search-button'));
    await user.click(await within(await screen.findByTestId('audit-table')).findByRole('link', { name: 'order:ORD-12345678' }));
    expect(router.state.location.pathname).toBe('/admin/orders/ORD-12345678');
  });
});

import { migrateToLatest } from './index';
import { databasesUnderTest } from '../testing/databases-under-test';

describe.each(databasesUnderTest)('migrations on $name', (db) => {
  it('are recorded by name without a file extension, and running them again changes nothing', async () => {
    const { knex, close } = await db.open(); // open() has migrated once already
    try {
      await migrateToLatest(knex);
      await migrateToLatest(knex);
      const names = (await knex('knex_migrations').select('name').orderBy('id')).map((row: { name: string }) => row.name);
      expect(names).toEqual([
        '20261122_0001_create_outlet_items', '20261123_0002_create_outlet_reservations', '20261123_0003_create_cart_lines',
        '20261124_0004_create_orders', '20261124_0005_create_payment_attempts', '20261125_0006_payment_attempt_results',
        '20261125_0007_create_store_selections',
        '20261126_0008_create_accounts',
        '20261126_0010_customer_orders',
        '20261126_0011_create_password_resets',
        '20261126_0012_create_mail_outbox',
        '20261127_0301_reset_codes_per_request',
      ]);
    } finally {
      await close();
    }
  });

  it('create outlet_items with its columns and defaults, empty', async () => {
    const { knex, close } = await db.open();
    try {
      const columns = Object.keys(await knex('outlet_items').columnInfo()).sort();
      expect(columns).toEqual([
        'all_images', 'created_at', 'description', 'discount_price', 'display_sku', 'id', 'image_url', 'price', 'sku',
        'title', 'total_quantity', 'updated_at', 'variant_details', 'variant_title',
      ]);
      expect(await knex('outlet_items').count({ count: '*' })).toEqual([{ count: 0 }]);

      const now = new Date('2026-11-22T10:00:00.123Z');
      await knex('outlet_items').insert({
        sku: 'OL-T-1', title: 't', display_sku: 'OL-T-1', price: 500, discount_price: 300, image_url: '',
        all_images: '[]', description: '', created_at: now, updated_at: now,
      });
      const row = await knex('outlet_items').first('variant_title', 'variant_details', 'total_quantity');
      expect(row).toEqual({ variant_title: '', variant_details: 'Default', total_quantity: 0 });
    } finally {
      await close();
    }
  });
});

/**
 * The dependency rule of the hexagon (docs/architecture.md) is enforced by ESLint, so a wrong import
 * fails `npm run lint` and CI. These tests lint small snippets as if they sat in each layer, to prove the
 * rule catches what it must and lets through what it must not block.
 */
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
// The config is passed in rather than discovered: ESLint loads config files with a dynamic import(),
// which jest's CommonJS sandbox does not support.
const config = require(path.join(root, 'eslint.config.js'));
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });

async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('dependency rule', () => {
  it.each([
    ['domain/outlet/x.ts', "import knex from 'knex';"],
    ['domain/outlet/x.ts', "import { Context } from 'koa';"],
    ['domain/outlet/x.ts', "import React from 'react';"],
    ['domain/outlet/x.ts', "import { injectable } from 'inversify';"],
    ['domain/outlet/x.ts', "import { readFileSync } from 'node:fs';"],
    ['domain/outlet/x.ts', "import { OUTLET_CATALOGUE } from '../../application/outlet/outlet-catalogue.port';"],
    ['domain/x.ts', "import { createKnex } from '../adapters/persistence/knex-factory';"],
    ['application/outlet/x.ts', "import { createKnex } from '../../adapters/persistence/knex-factory';"],
    ['application/outlet/x.ts', "import Koa from 'koa';"],
    ['application/outlet/x.ts', "import { Model } from 'objection';"],
    ['application/outlet/x.ts', "import { startServer } from '../../server/start';"],
    ['adapters/persistence/x.ts', "import { createApp } from '../../server/http/app';"],
    ['web/src/x.ts', "import knex from 'knex';"],
    ['web/src/x.ts', "import { KnexOutletCatalogue } from '../../adapters/persistence/outlet/knex-outlet-catalogue';"],
    // Test support (testing/ folders) is never imported by shipped code, and the fakes stay pure application code.
    ['application/cart/x.ts', "import { InMemoryCartStore } from './testing/in-memory-cart-store';"],
    ['adapters/persistence/x.ts', "import { FakeClock } from '../../application/shared/testing/fake-clock';"],
    ['adapters/persistence/x.ts', "import { databasesUnderTest } from './testing/databases-under-test';"],
    ['server/http/x.ts', "import { InMemoryOutletCatalogue } from '../../application/outlet/testing/in-memory-outlet-catalogue';"],
    ['application/cart/testing/x.ts', "import knex from 'knex';"],
    ['application/cart/testing/x.ts', "import { createKnex } from '../../../adapters/persistence/knex-factory';"],
  ])('refuses, in %s: %s', async (file, code) => {
    expect(await violations(file, `${code}\nexport {};\n`)).not.toHaveLength(0);
  });

  it.each([
    ['domain/outlet/x.ts', "import { discountPercent } from '../money/pricing';"],
    ['application/outlet/x.ts', "import { injectable, inject } from 'inversify';"],
    ['application/outlet/x.ts', "import { groupBySku } from '../../domain/outlet/grouping';"],
    ['adapters/persistence/x.ts', "import knex from 'knex';"],
    ['adapters/persistence/x.ts', "import type { OutletCatalogue } from '../../application/outlet/outlet-catalogue.port';"],
    ['server/http/x.ts', "import Koa from 'koa';"],
    ['web/src/x.ts', "import { sortGroups } from '../../domain/outlet/sorting';"],
    ['application/orders/testing/x.ts', "import { InMemoryCartStore } from '../../cart/testing/in-memory-cart-store';"],
    ['adapters/persistence/cart/x.test.ts', "import { InMemoryCartStore } from '../../../application/cart/testing/in-memory-cart-store';"],
    ['adapters/persistence/cart/x.test.ts', "import { databasesUnderTest } from '../testing/databases-under-test';"],
    ['server/http/x.test.ts', "import { FakeClock } from '../../application/shared/testing/fake-clock';"],
  ])('allows, in %s: %s', async (file, code) => {
    expect(await violations(file, `${code}\nexport {};\n`)).toEqual([]);
  });
});

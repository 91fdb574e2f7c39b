import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as t from 'io-ts';
import { openApiText, schemaOf } from './openapi';

const FILE = join(__dirname, '..', '..', 'docs', 'openapi.json');

describe('docs/openapi.json', () => {
  it('is what the contract codecs generate (npm run openapi rewrites it)', () => {
    const fresh = openApiText();
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(FILE, fresh);
    expect(readFileSync(FILE, 'utf8')).toBe(fresh);
  });

  it('walks the codec kinds the contract uses', () => {
    const codec = t.intersection([
      t.type({ a: t.string, b: t.union([t.number, t.null]), c: t.literal(true), d: t.keyof({ x: null, y: null }), e: t.array(t.boolean) }),
      t.partial({ f: t.record(t.string, t.string) }),
    ]);
    expect(schemaOf(codec)).toEqual({
      type: 'object',
      properties: {
        a: { type: 'string' }, b: { anyOf: [{ type: 'number' }, { type: 'null' }] }, c: { const: true },
        d: { type: 'string', enum: ['x', 'y'] }, e: { type: 'array', items: { type: 'boolean' } },
        f: { type: 'object', additionalProperties: { type: 'string' } },
      },
      required: ['a', 'b', 'c', 'd', 'e'],
    });
  });
});

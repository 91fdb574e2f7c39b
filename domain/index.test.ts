import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as domain from './index';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the domain core (design §1)', () => {
  it('design §1: an integrator imports discountPrice, parseVariation, canRetryPayment from domain', () => {
    expect(domain.discountPrice(100)).toBe(90);
    expect(domain.parseVariation('黑色/XL')).toEqual({ color: '黑色', size: 'XL' });
    expect(domain.canRetryPayment('PAYMENT_FAILED')).toBe(true);
  });

  it('design §1: every domain module is re-exported from domain/index.ts', () => {
    const index = readFileSync(path.join(__dirname, 'index.ts'), 'utf8');
    for (const file of sourceFiles(__dirname)) {
      const rel = `./${path.relative(__dirname, file).replace(/\\/g, '/').replace(/\.ts$/, '')}`;
      if (rel === './index') continue;
      expect(index).toContain(`'${rel}'`);
    }
  });

  it('design §1: no clock, no randomness, no any in domain code (time and ids come in as arguments)', () => {
    for (const file of sourceFiles(__dirname)) {
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect({ file, clock: /Date\.now\(|new Date\(\)|performance\.now/.test(code) }).toEqual({ file, clock: false });
      expect({ file, random: /Math\.random|crypto\./.test(code) }).toEqual({ file, random: false });
      expect({ file, any: /:\s*any\b|as any\b|<any>/.test(code) }).toEqual({ file, any: false });
    }
  });
});

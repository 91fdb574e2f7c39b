import { descriptionLines, hasMarkup, sanitizeDescription } from './description';

describe('hasMarkup', () => {
  it.each(['<p>布料</p>', '第一行<br>第二行', '<ul><li>a</li></ul>', '<img src="x">'])('%s is markup', (text) => {
    expect(hasMarkup(text)).toBe(true);
  });

  it.each(['純文字說明', '尺寸 3 < 5 > 2', '愛心 <3', '第一行\n第二行'])('%s is plain text', (text) => {
    expect(hasMarkup(text)).toBe(false);
  });
});

describe('sanitizeDescription', () => {
  it('keeps ordinary formatting', () => {
    expect(sanitizeDescription('<p>好穿<strong>耐走</strong></p><ul><li>一</li></ul>')).toBe('<p>好穿<strong>耐走</strong></p><ul><li>一</li></ul>');
  });

  it('drops scripts, event handlers, javascript: links, frames and SVG', () => {
    const clean = sanitizeDescription(
      '<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a><iframe src="//evil"></iframe><svg><script>1</script></svg><img src=x onerror=alert(1)>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|svg/i);
    expect(clean).toContain('<p>a</p>');
  });
});

describe('descriptionLines', () => {
  it('splits on any line ending', () => {
    expect(descriptionLines('一\r\n二\r三\n四')).toEqual(['一', '二', '三', '四']);
  });
});

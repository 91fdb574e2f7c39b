import type { Router } from '@koa/router';
import { gallerySvg, IMAGE_NAME, swatchSvg } from './images';
import type { ShopeeSandbox } from './shopee-sandbox';

/** The items' pictures (gallery and option swatches) as SVG; anything else is a plain 404. */
export function registerImageRoutes(router: Router, sandbox: ShopeeSandbox): void {
  router.get('/images/:file', (ctx) => {
    const match = /^(.+)\.svg$/.exec(ctx.params.file);
    const name = match ? IMAGE_NAME.exec(match[1]) : null;
    const item = name ? sandbox.item(Number(name[1])) : undefined;
    const index = name ? Number(name[3]) : 0;
    let body: string | undefined;
    if (item && name) {
      if (name[2] === 'o') {
        const tier = item.tiers[0];
        if (tier?.optionImages && index < tier.options.length) body = swatchSvg(tier.options[index]);
      } else if (index >= 1 && index <= item.imageCount) {
        body = gallerySvg(item, index);
      }
    }
    if (body === undefined) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not Found';
      return;
    }
    ctx.type = 'image/svg+xml';
    // An SVG opened directly is a document: nothing in it may run or load.
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = body;
  });
}

'use strict';

/**
 * Caps the size of a public read's answer (marked by src/middlewares/public-read-guard.js). The allow-list
 * already keeps the site's reads small (the largest, the product list, is under 100 KB); this is the
 * backstop should content grow past what a public page should download: the answer becomes a 500 in
 * Strapi's error shape, which the response cache does not store, and the log says which URL and how big.
 * It also serialises the accepted answer once, so the response cache stores the bytes that were sent.
 */
module.exports = (config, { strapi }) => {
  const maxBytes = Number(config.maxBytes) || 0;

  return async (ctx, next) => {
    await next();
    const { body } = ctx;
    if (!ctx.state.linxPublicRead || ctx.status !== 200 || !body || typeof body !== 'object') return;
    if (Buffer.isBuffer(body) || typeof body.pipe === 'function') return;
    const json = JSON.stringify(body);
    const bytes = Buffer.byteLength(json);
    if (maxBytes > 0 && bytes > maxBytes) {
      strapi.log.warn(
        `[linx] ${ctx.method} ${ctx.url}: answer of ${bytes} bytes over CMS_API_MAX_ANSWER_BYTES (${maxBytes})`,
      );
      const message = `The answer is larger than ${maxBytes} bytes: ask for fewer entries (pagination[pageSize])`;
      ctx.status = 500;
      ctx.body = { data: null, error: { status: 500, name: 'AnswerTooLargeError', message, details: {} } };
      return;
    }
    ctx.body = json;
    ctx.type = 'application/json';
  };
};

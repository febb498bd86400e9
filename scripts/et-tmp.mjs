import { chromium } from 'playwright-core';
import { INTERACTIONS } from './audit/interactions.mjs';
const which = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let run = 0; run < 4; run++) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => { window.__e = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.interactionId) window.__e.push({ n: e.name, d: e.duration, ps: Math.round(e.processingStart - e.startTime), pe: Math.round(e.processingEnd - e.startTime) }); }).observe({ type: 'event', durationThreshold: 16, buffered: true }); });
  await page.goto('http://localhost:3000' + INTERACTIONS[which].path, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'));
  await page.waitForLoadState('networkidle'); await page.waitForTimeout(1500);
  const t = INTERACTIONS[which].target(page); await t.scrollIntoViewIfNeeded(); await page.waitForTimeout(300); const box = await t.boundingBox();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const p = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [p] }); await new Promise(r => setTimeout(r, 80)); await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(1000);
  console.log(JSON.stringify(await page.evaluate(() => window.__e)));
  await context.close();
}
await browser.close();

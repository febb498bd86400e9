// pa11y (the e2e suite's second accessibility engine) drives Debian's Chromium through puppeteer:
// puppeteer never downloads a browser of its own (README "Quick start": only the npm registry is reachable).
module.exports = { skipDownload: true };

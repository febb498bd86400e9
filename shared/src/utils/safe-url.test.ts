import { safeUrl } from './safe-url';

describe('safeUrl', () => {
  it.each([
    ['http://a.cl', true],
    ['https://a.cl', true],
    ['irc://a.cl', true],
    ['ircs://a.cl', true],
    ['mailto:a@a.cl', true],
    ['xmpp:a@a.cl', true],
    ['/media/brief.pdf', true],
    ['brief.pdf?v=1:2', true],
    ['#contacto', true],
    ['ftp://a.cl', false],
    ['data:text/html,hi', false],
    ['JavaScript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['1javascript:alert(1)', false],
  ])('safeUrl(%s) keeps it: %s', (url, kept) => {
    expect(safeUrl(url) === url).toBe(kept);
  });
});

/**
 * @jest-environment node
 */
import { prerender } from 'react-dom/static';
import type { MediaImage } from '../../api/cms/media-types';
import { ResponsiveImage } from './responsive-image';

const cover: MediaImage = {
  src: 'http://cms.test/uploads/portada.jpg',
  srcSet: 'http://cms.test/uploads/small_portada.jpg 640w, http://cms.test/uploads/portada.jpg 4000w',
  width: 4000,
  height: 3000,
  alt: 'Portada',
};
const avatar: MediaImage = { src: 'http://cms.test/uploads/autora.png', width: 56, height: 56, alt: 'Autora' };
const SIZES = '(min-width: 864px) 800px, calc(100vw - 40px)';

const html = async (element: React.ReactElement): Promise<string> => {
  const { prelude } = await prerender(element);
  return new Response(prelude as unknown as ReadableStream).text();
};

// The render pass (shell/src/rendering/render-page.tsx) moves the top-level <link> elements React
// writes before the markup into the page's <head>: the LCP image's preload must be one of them.
describe('ResponsiveImage rendered ahead of time', () => {
  it('writes the priority image’s preload before the markup, with its srcset, sizes and priority', async () => {
    const markup = await html(
      <main>
        <ResponsiveImage image={avatar} sizes="56px" />
        <ResponsiveImage image={{ ...avatar, src: 'http://cms.test/uploads/logo.png' }} sizes="56px" priority="eager" />
        <ResponsiveImage image={cover} sizes={SIZES} priority="high" />
      </main>,
    );
    const preloads = markup.slice(0, markup.indexOf('<main'));
    const links = preloads.match(/<link [^>]*>/g) ?? [];
    expect(links.join('')).toBe(preloads);
    const coverPreload = links.find((link) => link.includes('fetchPriority="high"'));
    expect(coverPreload).toContain('as="image"');
    expect(coverPreload).toContain(`imageSrcSet="${cover.srcSet}"`);
    expect(coverPreload).toContain(`imageSizes="${SIZES}"`);
    // React preloads eager images too (the logo); lazy ones (the avatar) never.
    expect(links).toHaveLength(2);
    expect(preloads).not.toContain(avatar.src);
    expect(markup).toContain('fetchPriority="high"');
  });

  it('lazy images get no preload', async () => {
    const markup = await html(
      <main>
        <ResponsiveImage image={cover} sizes={SIZES} />
      </main>,
    );
    expect(markup.startsWith('<main')).toBe(true);
  });
});

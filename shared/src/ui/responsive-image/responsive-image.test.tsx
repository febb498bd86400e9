import { screen } from '@testing-library/react';
import type { MediaImage } from '../../api/cms/media-types';
import { renderWithProviders } from '../../testing/render';
import { ResponsiveImage } from './responsive-image';

const photo: MediaImage = {
  src: 'http://cms.test/uploads/tienda.jpg',
  srcSet: 'http://cms.test/uploads/small_tienda.jpg 640w, http://cms.test/uploads/tienda.jpg 4000w',
  width: 4000,
  height: 3000,
  alt: 'Vitrina de una tienda',
};
const SIZES = '(min-width: 864px) 800px, calc(100vw - 40px)';

describe('ResponsiveImage', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

  it('renders srcset, sizes, the intrinsic size and the editor alt; lazy and async by default', () => {
    renderWithProviders(<ResponsiveImage image={photo} sizes={SIZES} fallbackAlt="Portada" />);
    const image = screen.getByRole('img', { name: 'Vitrina de una tienda' });
    expect(image).toHaveAttribute('src', photo.src);
    expect(image).toHaveAttribute('srcset', photo.srcSet);
    expect(image).toHaveAttribute('sizes', SIZES);
    expect(image).toHaveAttribute('width', '4000');
    expect(image).toHaveAttribute('height', '3000');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
  });

  it('the page’s largest first-screen image: eager, fetchpriority high and a preload with the same candidates', () => {
    renderWithProviders(<ResponsiveImage image={photo} sizes={SIZES} priority="high" />);
    const image = screen.getByRole('img', { name: 'Vitrina de una tienda' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload).toHaveAttribute('imagesrcset', photo.srcSet);
    expect(preload).toHaveAttribute('imagesizes', SIZES);
    expect(preload).toHaveAttribute('fetchpriority', 'high');
  });

  it('eager without priority; the fallback alt and size when the media has none (an SVG)', () => {
    const svg: MediaImage = { src: 'http://cms.test/uploads/plano.svg', alt: '' };
    renderWithProviders(
      <ResponsiveImage
        image={svg}
        sizes="100vw"
        fallbackAlt="Plano de la tienda"
        fallbackWidth={1200}
        fallbackHeight={800}
        priority="eager"
      />,
    );
    const image = screen.getByRole('img', { name: 'Plano de la tienda' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
  });

  it('an empty alt with no fallback stays empty, and decoration is alt="" whatever the media says', () => {
    const { container } = renderWithProviders(
      <>
        <ResponsiveImage image={{ ...photo, alt: '' }} sizes={SIZES} />
        <ResponsiveImage image={photo} sizes="80px" decorative />
      </>,
    );
    const [empty, decorative] = container.querySelectorAll('img');
    expect(empty).toHaveAttribute('alt', '');
    expect(decorative).toHaveAttribute('alt', '');
    expect(decorative).toHaveAttribute('sizes', '80px');
  });
});

import { setRuntimeConfig } from '../../config/runtime-config';
import { strapiFile, strapiImage } from '../../testing/strapi-media';
import { isVideo, toMediaFile, toMediaImage, webLink } from './media-mappers';

const CMS = 'http://cms.test';

describe('Strapi media → view models', () => {
  beforeEach(() => setRuntimeConfig({ cmsUrl: CMS }));

  it('an upload with formats: srcset of every breakpoint width plus the original, ascending, absolute URLs', () => {
    const image = toMediaImage(strapiImage('/uploads/tienda.jpg', { width: 4000, height: 3000, alternativeText: 'Vitrina' }));
    expect(image).toEqual({
      src: `${CMS}/uploads/tienda.jpg`,
      srcSet: [
        `${CMS}/uploads/xsmall_tienda.jpg 320w`,
        `${CMS}/uploads/small_tienda.jpg 480w`,
        `${CMS}/uploads/medium_tienda.jpg 720w`,
        `${CMS}/uploads/large_tienda.jpg 960w`,
        `${CMS}/uploads/xlarge_tienda.jpg 1280w`,
        `${CMS}/uploads/xxlarge_tienda.jpg 1920w`,
        `${CMS}/uploads/tienda.jpg 4000w`,
      ].join(', '),
      width: 4000,
      height: 3000,
      alt: 'Vitrina',
    });
  });

  it('keeps the formats Strapi made (only those below the original) and leaves the thumbnail out', () => {
    const image = toMediaImage(strapiImage('/uploads/sala.webp', { width: 800, height: 600, mime: 'image/webp' }));
    expect(image?.srcSet).toBe(
      `${CMS}/uploads/xsmall_sala.webp 320w, ${CMS}/uploads/small_sala.webp 480w, ${CMS}/uploads/medium_sala.webp 720w, ${CMS}/uploads/sala.webp 800w`,
    );
    expect(image?.alt).toBe('');
  });

  it('uses the thumbnail only when no breakpoint format exists; formats arrive in any order', () => {
    const small = strapiImage('/uploads/avatar.png', { width: 300, height: 300 });
    expect(toMediaImage(small)?.srcSet).toBe(`${CMS}/uploads/thumbnail_avatar.png 245w, ${CMS}/uploads/avatar.png 300w`);

    const shuffled = strapiImage('/uploads/x.jpg', { width: 1000, height: 500 });
    shuffled.formats = Object.fromEntries(Object.entries(shuffled.formats ?? {}).reverse());
    expect(toMediaImage(shuffled)?.srcSet).toBe(
      `${CMS}/uploads/xsmall_x.jpg 320w, ${CMS}/uploads/small_x.jpg 480w, ${CMS}/uploads/medium_x.jpg 720w, ${CMS}/uploads/large_x.jpg 960w, ${CMS}/uploads/x.jpg 1000w`,
    );
  });

  it('without formats or widths (an SVG): no srcset, no size; the original alone', () => {
    const svg = { ...strapiImage('/uploads/logo.svg', { formats: false }), width: null, height: null };
    expect(toMediaImage(svg)).toEqual({ src: `${CMS}/uploads/logo.svg`, srcSet: undefined, width: undefined, height: undefined, alt: '' });
    expect(toMediaImage(strapiImage('/uploads/plano.svg', { width: 800, height: 600, mime: 'image/svg+xml' }))?.srcSet).toBeUndefined();
    const noFormats = strapiImage('https://cdn.linx.cl/foto.jpg', { width: 1200, height: 800, formats: false });
    expect(toMediaImage(noFormats)?.srcSet).toBe('https://cdn.linx.cl/foto.jpg 1200w');
  });

  it('missing media or an unusable URL gives undefined', () => {
    expect(toMediaImage(null)).toBeUndefined();
    expect(toMediaImage(undefined)).toBeUndefined();
    expect(toMediaImage({ id: 1, url: '' })).toBeUndefined();
    expect(toMediaImage({ id: 1, url: 'javascript:alert(1)' })).toBeUndefined();
    expect(toMediaFile(null)).toBeUndefined();
  });

  it('a file: absolute URL, name, type and size in bytes', () => {
    expect(toMediaFile(strapiFile('/uploads/ficha.pdf', { size: 245.5 }))).toEqual({
      url: `${CMS}/uploads/ficha.pdf`,
      name: 'ficha.pdf',
      mime: 'application/pdf',
      size: 245500,
    });
  });

  it('a video by its type or its mp4/webm name; a link only when it is an absolute http(s) address', () => {
    expect(isVideo(strapiFile('/uploads/linx.mp4', { mime: 'video/mp4' }))).toBe(true);
    expect(isVideo({ ...strapiFile('/uploads/clip.webm'), mime: null })).toBe(true);
    expect(isVideo(strapiImage('/uploads/vitrina.jpg'))).toBe(false);
    expect(webLink(' https://www.linkedin.com/in/ana ')).toBe('https://www.linkedin.com/in/ana');
    expect(webLink('javascript:alert(1)')).toBeUndefined();
    expect(webLink('/relativo')).toBeUndefined();
    expect(webLink('  ')).toBeUndefined();
  });
});

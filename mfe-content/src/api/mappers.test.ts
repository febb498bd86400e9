import { setRuntimeConfig } from '@linx/shared';
import { strapiFile, strapiImage } from '@linx/shared/testing';
import { toCaseMedia } from './mappers';

const CMS = 'http://cms.test';

describe("a case's media → view models", () => {
  beforeEach(() => setRuntimeConfig({ cmsUrl: CMS }));

  it('outstanding media: videos by type (or mp4/webm name), the rest as responsive images', () => {
    const media = toCaseMedia([
      strapiFile('/uploads/linx.mp4', { mime: 'video/mp4' }),
      strapiImage('/uploads/vitrina.jpg', { width: 1200, height: 800 }),
      { ...strapiFile('/uploads/clip.webm'), mime: null },
      { id: 9, url: '' },
    ]);
    expect(media.map((item) => item.kind)).toEqual(['video', 'image', 'video']);
    expect(media[0]).toMatchObject({ kind: 'video', video: { url: `${CMS}/uploads/linx.mp4`, mime: 'video/mp4' } });
    expect(media[1]).toMatchObject({ kind: 'image', image: { src: `${CMS}/uploads/vitrina.jpg`, width: 1200 } });
    expect(toCaseMedia(null)).toEqual([]);
  });
});

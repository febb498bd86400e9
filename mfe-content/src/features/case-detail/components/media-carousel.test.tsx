import { renderWithProviders } from '@linx/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { caseView, viewImage } from '../../../testing/cms-fixtures';
import { CaseDetailView } from './case-detail-view';

const gallery = () => screen.getByRole('region', { name: 'Galería: Una campaña nacional en 15 minutos' });
const shown = () => {
  const video = gallery().querySelector('video');
  return video ? video.getAttribute('src') : gallery().querySelector('img')?.getAttribute('src');
};

describe('MediaCarousel (outstanding media)', () => {
  it('plays mp4/webm as muted looping autoplay video, shows other media as images, and wraps both ways', async () => {
    renderWithProviders(<CaseDetailView caseStudy={caseView()} />);
    const video = gallery().querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', 'http://cms.test/uploads/linx.mp4');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(within(gallery()).getByText('1 de 3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Medio siguiente' }));
    expect(
      within(gallery()).getByRole('img', { name: 'Una campaña nacional en 15 minutos: imagen 2 de 3' }),
    ).toHaveAttribute('src', 'http://cms.test/uploads/vitrina.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Medio siguiente' }));
    expect(shown()).toBe('http://cms.test/uploads/linx.webm');
    await userEvent.click(screen.getByRole('button', { name: 'Medio siguiente' }));
    expect(shown()).toBe('http://cms.test/uploads/linx.mp4');
    await userEvent.click(screen.getByRole('button', { name: 'Medio anterior' }));
    expect(shown()).toBe('http://cms.test/uploads/linx.webm');
    expect(within(gallery()).getByText('3 de 3')).toBeInTheDocument();
  });

  it('has no previous/next buttons for a single item', () => {
    const single = caseView({
      outstandingMedia: [{ kind: 'image', image: viewImage('http://cms.test/uploads/sala.jpg', 1000, 750) }],
    });
    renderWithProviders(<CaseDetailView caseStudy={single} />);
    const image = within(gallery()).getByRole('img');
    expect(image).toHaveAttribute('src', 'http://cms.test/uploads/sala.jpg');
    expect(image).toHaveAttribute(
      'srcset',
      'http://cms.test/uploads/xsmall_sala.jpg 320w, http://cms.test/uploads/small_sala.jpg 480w, http://cms.test/uploads/medium_sala.jpg 720w, http://cms.test/uploads/large_sala.jpg 960w, http://cms.test/uploads/sala.jpg 1000w',
    );
    expect(image).toHaveAttribute(
      'sizes',
      '(min-width: 1200px) 548px, (min-width: 768px) calc(50vw - 52px), calc(100vw - 40px)',
    );
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('button', { name: 'Medio siguiente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Medio anterior' })).not.toBeInTheDocument();
  });

  it('goes back to the first item when the case changes', async () => {
    const { rerender } = renderWithProviders(<CaseDetailView caseStudy={caseView()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Medio siguiente' }));
    expect(within(gallery()).getByText('2 de 3')).toBeInTheDocument();

    rerender(<CaseDetailView caseStudy={caseView({ id: 2 })} />);
    expect(within(gallery()).getByText('1 de 3')).toBeInTheDocument();
    expect(shown()).toBe('http://cms.test/uploads/linx.mp4');
  });
});

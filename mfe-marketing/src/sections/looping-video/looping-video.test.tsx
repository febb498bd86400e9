import { renderWithProviders } from '@linx/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { mockReducedMotion } from '../../test-utils/reduced-motion';
import { LoopingVideo } from './looping-video';

const renderVideo = () =>
  renderWithProviders(
    <LoopingVideo
      sources={[
        { src: '/banner.webm', type: 'video/webm' },
        { src: '/banner.mp4', type: 'video/mp4' },
      ]}
      poster="/poster.svg"
      label="Pantallas mostrando contenido"
      width={640}
      height={360}
    />,
  );

describe('LoopingVideo', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is a muted, looping, inline autoplaying video with a poster and both formats', () => {
    renderVideo();
    const video = screen.getByLabelText('Pantallas mostrando contenido') as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.playsInline).toBe(true);
    expect(video).toHaveAttribute('poster', '/poster.svg');
    expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual([
      'video/webm',
      'video/mp4',
    ]);
  });

  it('offers a visible pause control that pauses the video', () => {
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    renderVideo();
    fireEvent.click(screen.getByRole('button', { name: 'Pausar video' }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reproducir video' })).toBeInTheDocument();
  });

  it('does not autoplay under reduced motion', () => {
    mockReducedMotion(true);
    renderVideo();
    const video = screen.getByLabelText('Pantallas mostrando contenido') as HTMLVideoElement;
    expect(video.autoplay).toBe(false);
    expect(screen.getByRole('button', { name: 'Reproducir video' })).toBeInTheDocument();
  });
});

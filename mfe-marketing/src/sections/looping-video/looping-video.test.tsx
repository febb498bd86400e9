import { theme } from '@linx/shared';
import { renderWithProviders } from '@linx/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { mockReducedMotion } from '../../testing/reduced-motion';
import { LoopingVideo } from './looping-video';

const video = (
  <LoopingVideo
    sources={[
      { src: '/banner.webm', type: 'video/webm' },
      { src: '/banner.mp4', type: 'video/mp4' },
    ]}
    poster="/poster.svg"
    label="Pantallas mostrando contenido"
    width={640}
    height={360}
  />
);

const renderVideo = () => renderWithProviders(video);
const element = () => screen.getByLabelText('Pantallas mostrando contenido') as HTMLVideoElement;

/** Watches play() and pause() (the jest setup makes them change `paused` and fire events, as a browser does). */
const mockMedia = () => ({
  play: jest.spyOn(HTMLMediaElement.prototype, 'play'),
  pause: jest.spyOn(HTMLMediaElement.prototype, 'pause'),
});

describe('LoopingVideo', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is a muted, looping, inline video with a poster and both formats, started from script', () => {
    const { play } = mockMedia();
    renderVideo();
    expect(element().tagName).toBe('VIDEO');
    expect(element().muted).toBe(true);
    expect(element().loop).toBe(true);
    expect(element().playsInline).toBe(true);
    // No autoplay attribute: the HTML rendered ahead of time must not start it before the preference is known.
    expect(element()).not.toHaveAttribute('autoplay');
    expect(element()).toHaveAttribute('poster', '/poster.svg');
    expect([...element().querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual([
      'video/webm',
      'video/mp4',
    ]);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pausar video' })).toBeInTheDocument();
  });

  it('offers a visible control that pauses and plays the video', () => {
    const { play, pause } = mockMedia();
    renderVideo();
    fireEvent.click(screen.getByRole('button', { name: 'Pausar video' }));
    expect(pause).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reproducir video' }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Pausar video' })).toBeInTheDocument();
  });

  it('does not play under reduced motion, until the visitor presses play', () => {
    mockReducedMotion(true);
    const { play } = mockMedia();
    renderVideo();
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reproducir video' }));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('hydrating HTML rendered with motion assumed never starts it for a visitor who prefers reduced motion', async () => {
    const html = renderToString(<ThemeProvider theme={theme}>{video}</ThemeProvider>);
    expect(html).toContain('<video');
    expect(html).not.toMatch(/autoplay/i);

    mockReducedMotion(true);
    const { play } = mockMedia();
    const container = document.createElement('div');
    container.innerHTML = html;
    // A browser's parser turns the muted attribute into the property; jsdom's does not.
    (container.querySelector('video') as HTMLVideoElement).muted = true;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <ThemeProvider theme={theme}>{video}</ThemeProvider>));
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reproducir video' })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});

import { usePrefersReducedMotion } from '@linx/shared';
import { Pause, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { StyledVideo, StyledVideoControl, StyledVideoFrame } from './looping-video.styles';

export interface VideoSource {
  src: string;
  type: 'video/mp4' | 'video/webm';
}

export interface LoopingVideoProps {
  /** Listed in order of preference (webm first, mp4 as the fallback). */
  sources: readonly VideoSource[];
  poster: string;
  /** Spanish description of what the video shows. */
  label: string;
  width: number;
  height: number;
  /** Below the fold: the browser may defer fetching until needed. */
  lazy?: boolean;
}

const labels = { pause: 'Pausar video', play: 'Reproducir video' } as const;

/**
 * A short silent loop (banner/hero media): muted, looping, inline autoplay with a poster.
 * Under prefers-reduced-motion it does not autoplay; a visible button pauses or plays it (WCAG 2.2.2).
 */
export const LoopingVideo = ({ sources, poster, label, width, height, lazy = false }: LoopingVideoProps) => {
  const reduced = usePrefersReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(!reduced);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (playing) {
      video.pause();
      setPlaying(false);
    } else {
      void video.play()?.catch(() => setPlaying(false));
      setPlaying(true);
    }
  };

  return (
    <StyledVideoFrame>
      <StyledVideo
        ref={videoRef}
        muted
        loop
        playsInline
        autoPlay={!reduced}
        poster={poster}
        preload={reduced || lazy ? 'none' : 'auto'}
        width={width}
        height={height}
        aria-label={label}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        {sources.map((source) => (
          <source key={source.type} src={source.src} type={source.type} />
        ))}
      </StyledVideo>
      <StyledVideoControl type="button" onClick={toggle} aria-label={playing ? labels.pause : labels.play}>
        {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      </StyledVideoControl>
    </StyledVideoFrame>
  );
};

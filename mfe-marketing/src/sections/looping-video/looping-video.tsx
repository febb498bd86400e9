import { prefersReducedMotionNow, usePrefersReducedMotion } from '@linx/shared';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
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
 * A short silent loop (banner/hero media): muted, looping, inline, with a poster.
 * It starts playing from script, once the page knows the visitor's motion preference: the HTML
 * rendered ahead of time carries no `autoplay`, so under prefers-reduced-motion nothing ever starts
 * (not even before hydration) and a preference that turns to reduce pauses it. A visible button
 * pauses or plays it (WCAG 2.2.2); the visitor's choice wins over the preference.
 */
export const LoopingVideo = ({ sources, poster, label, width, height, lazy = false }: LoopingVideoProps) => {
  const reduced = usePrefersReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  /** What the element is doing (its play/pause events), which the button shows. */
  const [playing, setPlaying] = useState(false);
  const shouldPlay = choice === null ? !reduced : choice === 'play';

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // The hydration's first commit renders with motion assumed: ask the preference itself.
    if (!shouldPlay || (choice === null && prefersReducedMotionNow())) {
      if (!video.paused) video.pause();
    } else if (video.paused) {
      // Refused (autoplay policy, no source it can play): the poster stays and the button offers play.
      void video.play()?.catch(() => undefined);
    }
  }, [shouldPlay, choice]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (playing) {
      video.pause();
      setChoice('pause');
    } else {
      void video.play()?.catch(() => undefined);
      setChoice('play');
    }
  };

  return (
    <StyledVideoFrame>
      <StyledVideo
        ref={videoRef}
        muted
        loop
        playsInline
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

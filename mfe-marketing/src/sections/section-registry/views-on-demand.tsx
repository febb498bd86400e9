import { partOnDemand, type OnDemandPart } from '@linx/shared';
import type { ComponentType } from 'react';

/**
 * The section kit's components a page loads when it shows them, not with the registry: the widgets and sections
 * the first visit of the home never draws (conversations, videos, dashboards, carousels of cases, the company's
 * collections, …). A section type's view declares its own (`src/sections/<type>/view.tsx`) and lists those each
 * section draws (`viewWithParts`); the widgets several views share are here. A page rendered in the browser loads
 * their code with its views' and shows each section whole; the renderer waits for it too, and hydration keeps the
 * section's HTML until it is there. A part a view draws without listing it would wait apart, in its own place.
 */
export const onDemand = <P extends object>(load: () => Promise<ComponentType<P>>): OnDemandPart<P> =>
  partOnDemand(load, <span data-section-loading hidden />);

export const ChatMockup = onDemand(() => import('../chat-mockup').then((m) => m.ChatMockup));
export const MediaLibraryVideo = onDemand(() => import('../looping-video').then((m) => m.MediaLibraryVideo));
export const RotatingIndicator = onDemand(() => import('../rotating-indicator').then((m) => m.RotatingIndicator));

import { partOnDemand, type OnDemandPart } from '@linx/shared';
import type { ComponentType } from 'react';

/**
 * The section kit's components a page loads when it shows them, not with the registry: the widgets and sections
 * the first visit of the home never draws (conversations, videos, dashboards, carousels of cases, the company's
 * collections, …). A section type's view declares its own (`src/sections/<type>/view.tsx`); the widgets several
 * views share are here. On a page rendered in the browser only the widget waits for its code, not its section:
 * the section's words (its hero's h1) show at once and the widget when it comes. The renderer waits for it, and
 * hydration keeps the section's HTML until the widget's code is there too.
 */
export const onDemand = <P extends object>(load: () => Promise<ComponentType<P>>): OnDemandPart<P> =>
  partOnDemand(load, <span data-section-loading hidden />);

export const ChatMockup = onDemand(() => import('../chat-mockup').then((m) => m.ChatMockup));
export const MediaLibraryVideo = onDemand(() => import('../looping-video').then((m) => m.MediaLibraryVideo));
export const RotatingIndicator = onDemand(() => import('../rotating-indicator').then((m) => m.RotatingIndicator));

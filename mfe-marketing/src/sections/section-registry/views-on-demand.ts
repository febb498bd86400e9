import { lazy, type ComponentType } from 'react';

/**
 * The section kit's components a page loads when it shows them, not with the registry: the widgets and sections
 * the first visit of the home never draws (conversations, videos, dashboards, carousels of cases, the company's
 * collections, …). A section type's view declares its own (`src/sections/<type>/view.tsx`); the widgets several
 * views share are here. A page that shows one suspends that section alone (section-boundary.tsx); the renderer
 * waits for it, and hydration keeps its HTML until the code arrives.
 */
export const onDemand = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await load() }));

export const ChatMockup = onDemand(() => import('../chat-mockup').then((m) => m.ChatMockup));
export const MediaLibraryVideo = onDemand(() => import('../looping-video').then((m) => m.MediaLibraryVideo));
export const RotatingIndicator = onDemand(() => import('../rotating-indicator').then((m) => m.RotatingIndicator));

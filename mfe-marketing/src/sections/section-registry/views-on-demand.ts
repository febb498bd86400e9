import { lazy, type ComponentType } from 'react';

/**
 * The section kit's components a page loads when it shows them, not with the registry: the widgets and sections
 * the first visit of the home never draws (conversations, videos, dashboards, carousels of cases, the company's
 * collections, …). A page that shows one suspends that section alone (section-boundary.tsx); the renderer waits
 * for it, and hydration keeps its HTML until the code arrives.
 */
const onDemand = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await load() }));

export const AudienceDashboardDemo = onDemand(() =>
  import('../audience-dashboard').then((m) => m.AudienceDashboardDemo),
);
export const CaseCarousel = onDemand(() => import('../case-carousel').then((m) => m.CaseCarousel));
export const ChatMockup = onDemand(() => import('../chat-mockup').then((m) => m.ChatMockup));
export const DashboardPanel = onDemand(() => import('../dashboard-panel').then((m) => m.DashboardPanel));
export const EpisodeList = onDemand(() => import('../episode-list').then((m) => m.EpisodeList));
export const LogoCards = onDemand(() => import('../logo-cards').then((m) => m.LogoCards));
export const MediaLibraryVideo = onDemand(() => import('../looping-video').then((m) => m.MediaLibraryVideo));
export const MediaCards = onDemand(() => import('../media-cards').then((m) => m.MediaCards));
export const PartnerBanner = onDemand(() => import('../partner-banner').then((m) => m.PartnerBanner));
export const PartnerCarousel = onDemand(() => import('../partner-carousel').then((m) => m.PartnerCarousel));
export const PlanCards = onDemand(() => import('../plan-cards').then((m) => m.PlanCards));
export const ProcessLists = onDemand(() => import('../process-lists').then((m) => m.ProcessLists));
export const PurposeCards = onDemand(() => import('../purpose-cards').then((m) => m.PurposeCards));
export const RotatingIndicator = onDemand(() => import('../rotating-indicator').then((m) => m.RotatingIndicator));
export const TeamGrid = onDemand(() => import('../team-grid').then((m) => m.TeamGrid));
export const UseCaseCards = onDemand(() => import('../use-case-cards').then((m) => m.UseCaseCards));
export const ValueCards = onDemand(() => import('../value-cards').then((m) => m.ValueCards));

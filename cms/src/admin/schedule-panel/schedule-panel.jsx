import { Badge, Flex, Typography } from '@strapi/design-system';
import { scheduleState, SITE_TIME_ZONE } from './schedule-state.mjs';

const browserZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || SITE_TIME_ZONE;
  } catch {
    return SITE_TIME_ZONE;
  }
};

/**
 * The edit view's «Publicación» side panel (content manager's addEditViewSidePanel): the entry's state
 * (Borrador, Publicado, Programado) and its scheduled times in Chile's time, with the zone named. Shown for
 * every type with drafts, as saved (save to see a new time here).
 */
export const SchedulePanel = ({ document, model }) => {
  if (!document || !model?.startsWith('api::') || document.status === undefined) return null;
  const { state, tone, lines } = scheduleState(document, { browserZone: browserZone() });
  return {
    title: 'Publicación',
    content: (
      <Flex direction="column" alignItems="stretch" gap={2} width="100%" data-testid="linx-schedule-panel">
        <Flex>
          <Badge variant={tone}>{state}</Badge>
        </Flex>
        {lines.map((line) => (
          <Typography key={line} variant="omega" textColor="neutral800">
            {line}
          </Typography>
        ))}
      </Flex>
    ),
  };
};

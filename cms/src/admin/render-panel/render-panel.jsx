import { useEffect, useRef, useState } from 'react';
import { Badge, Flex, Link, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/admin/strapi-admin';
import { PAGED_TYPES, POLL_EVERY_MS, POLL_MS, renderState } from './render-state.mjs';

const UNANSWERED = { state: 'sin-render', pages: [], message: 'No se pudo consultar al CMS si la página está publicada.' };

/**
 * Asks the CMS what went live for the entry (src/utils/render-status.js), again every 1.5 s while a page is
 * being rendered, for up to 30 s after each publish (or opening): a publish whose page cannot render shows
 * it within seconds.
 */
const RenderStatus = ({ model, documentId, publishKey }) => {
  const { get } = useFetchClient();
  const getRef = useRef(get);
  getRef.current = get;
  const [answer, setAnswer] = useState(null);
  const [polling, setPolling] = useState(true);

  useEffect(() => {
    let stopped = false;
    let timer;
    const started = Date.now();
    const ask = async () => {
      let next;
      try {
        next = (await getRef.current(`/linx/render-status/${model}/${documentId}`)).data;
      } catch {
        next = UNANSWERED;
      }
      if (stopped) return;
      const waiting = next.state === 'pendiente' || next.rendering === true;
      const keep = waiting && Date.now() - started < POLL_MS;
      setAnswer(next);
      setPolling(keep);
      if (keep) timer = setTimeout(ask, POLL_EVERY_MS);
    };
    setPolling(true);
    ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [model, documentId, publishKey]);

  const { state, tone, message, pages } = renderState(answer, { polling });
  return (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%" data-testid="linx-render-panel" data-state={answer?.state ?? 'consultando'}>
      <Flex>
        <Badge variant={tone}>{state}</Badge>
      </Flex>
      {message && (
        <Typography variant="omega" textColor="neutral800">
          {message}
        </Typography>
      )}
      {pages.map((page) => (
        <Flex key={page.path} direction="column" alignItems="stretch" gap={1}>
          <Link href={page.url} isExternal>
            {page.path}
          </Link>
          {page.lines.map((line) => (
            <Typography key={line.text} variant="omega" textColor={line.tone === 'danger' ? 'danger600' : 'neutral800'}>
              {line.text}
            </Typography>
          ))}
        </Flex>
      ))}
    </Flex>
  );
};

/**
 * The edit view's «En el sitio» side panel (content manager's addEditViewSidePanel), beside «Publicación»: for
 * a type a page of the site shows, whether the entry's page HTML is rendered and live (with a link), when, and
 * if it failed, why (docs/editorial-workflow.md, "What went live").
 */
export const RenderPanel = ({ document, documentId, model, meta }) => {
  const id = documentId ?? document?.documentId;
  if (!id || !PAGED_TYPES.includes(model)) return null;
  // A publish changes the published version's date (and the draft's status): the panel asks again.
  const published = meta?.availableStatus?.find((version) => version.publishedAt)?.publishedAt;
  const publishKey = [document?.status, document?.updatedAt, published].join('|');
  return {
    title: 'En el sitio',
    content: <RenderStatus model={model} documentId={id} publishKey={publishKey} />,
  };
};

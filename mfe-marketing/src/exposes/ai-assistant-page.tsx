import { paths } from '@linx/shared';
import { sectionsPageAt } from '../features/sections-page';

/** /servicios/asistente-ia — docs/site.md §2 "AI assistant": a page built in the CMS. */
const { Page: AiAssistantPage, loader } = sectionsPageAt(paths.aiAssistant);

export { loader };
export default AiAssistantPage;

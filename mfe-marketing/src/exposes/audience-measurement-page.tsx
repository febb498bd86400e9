import { paths } from '@linx/shared';
import { sectionsPageAt } from '../features/sections-page';

/** /servicios/medicion-audiencia — docs/site.md §2 "Audience measurement" (AdReactiON): a page built in the CMS. */
const { Page: AudienceMeasurementPage, loader } = sectionsPageAt(paths.audienceMeasurement);

export { loader };
export default AudienceMeasurementPage;

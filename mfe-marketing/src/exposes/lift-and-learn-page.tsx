import { paths } from '@linx/shared';
import { sectionsPageAt } from '../features/sections-page';

/** /servicios/lift-and-learn — docs/site.md §2 "Lift and Learn (ScreenTrigger)": a page built in the CMS. */
const { Page: LiftAndLearnPage, loader } = sectionsPageAt(paths.liftAndLearn);

export { loader };
export default LiftAndLearnPage;

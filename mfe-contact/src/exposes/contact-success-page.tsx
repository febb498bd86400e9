import { noPageData, paths, Seo } from '@linx/shared';
import { contactSuccessCopy } from '../content/contact-success-page';
import { SuccessPanel } from '../features/contact-success/components/success-panel';

const { seo } = contactSuccessCopy;

/** /contacto/exito: a thank-you page reached only after sending, so search engines skip it. */
const ContactSuccessPage = () => (
  <>
    <Seo title={seo.title} description={seo.description} keywords={seo.keywords} path={paths.contactSuccess} noindex />
    <SuccessPanel />
  </>
);

/** Its words are in its code: nothing to read. */
export const loader = noPageData;

export default ContactSuccessPage;

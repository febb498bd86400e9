import { noPageData, PageHero, paths, Seo } from '@linx/shared';
import { contactHero, contactSeo } from '../content/contact-page';
import { ContactForm } from '../features/contact-form/components/contact-form';
import { ContactDetails } from '../features/contact-page/components/contact-details';
import { ContactLayout } from '../features/contact-page/components/contact-layout';

const TITLE_ID = 'contact-title';

/** /contacto: hero with the h1, then the form card beside the contact details. */
const ContactPage = () => (
  <>
    <Seo
      structuredData={{ kind: 'ContactPage' }}
      title={contactSeo.title}
      description={contactSeo.description}
      keywords={contactSeo.keywords}
      path={paths.contact}
    />
    <PageHero
      size="compact"
      overlap
      titleId={TITLE_ID}
      eyebrow={contactHero.eyebrow}
      title={contactHero.title}
      lead={contactHero.lead}
    />
    <ContactLayout>
      <ContactForm labelledBy={TITLE_ID} />
      <ContactDetails />
    </ContactLayout>
  </>
);

/** Its words are in its code: nothing to read. */
export const loader = noPageData;

export default ContactPage;

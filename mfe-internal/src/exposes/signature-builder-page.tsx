import { paths, Seo } from '@linx/shared';
import { signatureSeo } from '../content/signature-page';
import { SignatureBuilder } from '../features/signature-builder/components/signature-builder';
import { SignatureHero } from '../features/signature-builder/components/signature-hero';

/** /sobre-nosotros/firmas: an internal tool, kept out of search engines (DECISIONS.md 5). */
const SignatureBuilderPage = () => (
  <>
    <Seo
      title={signatureSeo.title}
      description={signatureSeo.description}
      keywords={signatureSeo.keywords}
      path={paths.signatures}
      noindex
    />
    <SignatureHero />
    <SignatureBuilder />
  </>
);

export default SignatureBuilderPage;

import {
  BreadcrumbLabels,
  PageHero,
  type PageLoader,
  pageLabelsRead,
  paths,
  Seo,
  teamMembersRead,
  usePageLabels,
} from '@linx/shared';
import { signatureHero, signatureSeo } from '../content/signature-page';
import { BackButton } from '../features/signature-builder/components/back-button';
import { SignatureBuilderSection } from '../features/signature-builder/components/signature-builder';

/**
 * /sobre-nosotros/firmas: an internal tool, kept out of search engines (docs/decisions.md 5). Its breadcrumbs
 * name About, a page built in the CMS, by its label there.
 */
const SignatureBuilderPage = () => {
  const labels = usePageLabels();
  return (
    <>
      <BreadcrumbLabels value={labels.data ?? []}>
        <Seo
          title={signatureSeo.title}
          description={signatureSeo.description}
          keywords={signatureSeo.keywords}
          path={paths.signatures}
          noindex
        />
      </BreadcrumbLabels>
      <PageHero
        size="compact"
        before={<BackButton />}
        eyebrow={signatureHero.eyebrow}
        title={signatureHero.title}
        lead={signatureHero.lead}
      />
      <SignatureBuilderSection />
    </>
  );
};

/** What the page reads (docs/rendering.md, "Page loaders"). */
export const loader: PageLoader = () => [teamMembersRead(), pageLabelsRead()];

export default SignatureBuilderPage;

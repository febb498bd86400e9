import { AsyncState, Container, getRuntimeConfig, useTeamMembers, type TeamMember } from '@linx/shared';
import { useMemo, useState } from 'react';
import { signatureCopy } from '../../../content/signature-page';
import { buildSignatureHtml } from '../lib/signature-html';
import { MemberPicker } from './member-picker';
import { StyledBand, StyledLayout } from './signature-builder.styles';
import { SignaturePreview } from './signature-preview';

export interface SignatureBuilderProps {
  /** The team roster (the CMS's, through SignatureBuilderSection); tests pass others (e.g. hostile text). */
  members: readonly TeamMember[];
}

/** Member choice (first by default) beside the preview and copy actions of that member's signature. */
export const SignatureBuilder = ({ members }: SignatureBuilderProps) => {
  const [selectedId, setSelectedId] = useState(members[0].id);
  const selected = members.find((member) => member.id === selectedId) ?? members[0];
  const { assetsBaseUrl } = getRuntimeConfig();
  const html = useMemo(() => buildSignatureHtml(selected, { assetsBaseUrl }), [selected, assetsBaseUrl]);

  return (
    <StyledLayout>
      <MemberPicker members={members} selectedId={selected.id} onSelect={setSelectedId} />
      <SignaturePreview html={html} memberName={selected.name} />
    </StyledLayout>
  );
};

/** The builder over the CMS's team roster: everyone in it gets a signature, whether or not About shows them. */
export const SignatureBuilderSection = () => {
  const team = useTeamMembers();
  return (
    <StyledBand>
      <Container>
        <AsyncState resource={team} emptyMessage={signatureCopy.empty}>
          {(members) => <SignatureBuilder members={members} />}
        </AsyncState>
      </Container>
    </StyledBand>
  );
};

import { Container, getRuntimeConfig } from '@linx/shared';
import { useMemo, useState } from 'react';
import { signatureMembers, type SignatureMember } from '../../../content/signature-members';
import { buildSignatureHtml, signatureAssetUrl } from '../lib/signature-html';
import { MemberPicker } from './member-picker';
import { StyledBand, StyledLayout } from './signature-builder.styles';
import { SignaturePreview } from './signature-preview';

export interface SignatureBuilderProps {
  /** The built-in team by default; tests pass other members (e.g. hostile text). */
  members?: readonly SignatureMember[];
}

/** Member choice (first by default) beside the preview and copy actions of that member's signature. */
export const SignatureBuilder = ({ members = signatureMembers }: SignatureBuilderProps) => {
  const [selectedId, setSelectedId] = useState(members[0].id);
  const selected = members.find((member) => member.id === selectedId) ?? members[0];
  const { assetsBaseUrl } = getRuntimeConfig();
  const html = useMemo(() => buildSignatureHtml(selected, { assetsBaseUrl }), [selected, assetsBaseUrl]);

  return (
    <StyledBand>
      <Container>
        <StyledLayout>
          <MemberPicker
            members={members}
            selectedId={selected.id}
            onSelect={setSelectedId}
            photoUrl={(member) => signatureAssetUrl(assetsBaseUrl, member.photo)}
          />
          <SignaturePreview html={html} memberName={selected.name} />
        </StyledLayout>
      </Container>
    </StyledBand>
  );
};

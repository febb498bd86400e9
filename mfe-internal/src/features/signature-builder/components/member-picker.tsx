import { Check } from 'lucide-react';
import type { SignatureMember } from '../../../content/signature-members';
import { signatureCopy } from '../../../content/signature-page';
import { StyledPanel, StyledPanelTitle } from './signature-builder.styles';
import {
  StyledCheck,
  StyledMemberButton,
  StyledMemberList,
  StyledMemberName,
  StyledMemberPhoto,
  StyledMemberRole,
  StyledMemberText,
} from './member-picker.styles';

export interface MemberPickerProps {
  members: readonly SignatureMember[];
  selectedId: string;
  onSelect: (id: string) => void;
  photoUrl: (member: SignatureMember) => string;
}

const TITLE_ID = 'signature-members-title';

/** One toggle button per member; the selected one is pressed. */
export const MemberPicker = ({ members, selectedId, onSelect, photoUrl }: MemberPickerProps) => (
  <StyledPanel aria-labelledby={TITLE_ID}>
    <StyledPanelTitle id={TITLE_ID}>{signatureCopy.membersTitle}</StyledPanelTitle>
    <StyledMemberList role="group" aria-labelledby={TITLE_ID}>
      {members.map((member) => {
        const selected = member.id === selectedId;
        return (
          <StyledMemberButton key={member.id} type="button" aria-pressed={selected} onClick={() => onSelect(member.id)}>
            <StyledMemberPhoto src={photoUrl(member)} alt="" width={48} height={48} />
            <StyledMemberText>
              <StyledMemberName>{member.name}</StyledMemberName>
              <StyledMemberRole>{member.role}</StyledMemberRole>
            </StyledMemberText>
            {selected ? (
              <StyledCheck aria-hidden="true">
                <Check size={20} />
              </StyledCheck>
            ) : null}
          </StyledMemberButton>
        );
      })}
    </StyledMemberList>
  </StyledPanel>
);

import { initialsOf, type TeamMember } from '@linx/shared';
import { Check } from 'lucide-react';
import { signatureCopy } from '../../../content/signature-page';
import { StyledPanel, StyledPanelTitle } from './signature-builder.styles';
import {
  StyledCheck,
  StyledMemberButton,
  StyledMemberInitials,
  StyledMemberList,
  StyledMemberName,
  StyledMemberPhoto,
  StyledMemberRole,
  StyledMemberText,
} from './member-picker.styles';

export interface MemberPickerProps {
  members: readonly TeamMember[];
  selectedId: number;
  onSelect: (id: number) => void;
}

const TITLE_ID = 'signature-members-title';

/** One toggle button per member; the selected one is pressed. The button's name is the member's name and role. */
export const MemberPicker = ({ members, selectedId, onSelect }: MemberPickerProps) => (
  <StyledPanel aria-labelledby={TITLE_ID}>
    <StyledPanelTitle id={TITLE_ID}>{signatureCopy.membersTitle}</StyledPanelTitle>
    <StyledMemberList role="group" aria-labelledby={TITLE_ID}>
      {members.map((member) => {
        const selected = member.id === selectedId;
        return (
          <StyledMemberButton key={member.id} type="button" aria-pressed={selected} onClick={() => onSelect(member.id)}>
            {/* Decorative: the name beside it already names the button. */}
            {member.photo ? (
              <StyledMemberPhoto
                image={member.photo}
                sizes="48px"
                decorative
                priority="eager"
                fallbackWidth={48}
                fallbackHeight={48}
              />
            ) : (
              <StyledMemberInitials aria-hidden="true">{initialsOf(member.name)}</StyledMemberInitials>
            )}
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

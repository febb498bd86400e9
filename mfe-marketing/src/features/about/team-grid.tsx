import { ExternalLink, Mail } from 'lucide-react';
import { teamSection } from '../../content/about';
import { team, TEAM_PHOTO_SIZE, type TeamMember } from '../../content/team';
import { PageSection } from '../../sections/page-section';
import {
  StyledMember,
  StyledMemberLink,
  StyledMemberName,
  StyledMemberPhoto,
  StyledMemberQuote,
  StyledMemberRole,
  StyledTeam,
} from './team-grid.styles';

const ProfileLink = ({ member }: { member: TeamMember }) =>
  member.profile.kind === 'linkedin' ? (
    <StyledMemberLink
      href={member.profile.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={teamSection.linkedinLabel(member.name)}
    >
      <ExternalLink aria-hidden size={16} />
      {teamSection.linkedinText}
    </StyledMemberLink>
  ) : (
    <StyledMemberLink href={`mailto:${member.profile.address}`} aria-label={teamSection.emailLabel(member.name)}>
      <Mail aria-hidden size={16} />
      {teamSection.emailText}
    </StyledMemberLink>
  );

/** "Nuestro Equipo": photo, name, role, quote and profile link for each member of the built-in list. */
export const TeamGrid = () => (
  <PageSection eyebrow={teamSection.eyebrow} title={teamSection.title} lead={teamSection.lead}>
    <StyledTeam>
      {team.map((member) => (
        <StyledMember key={member.name}>
          <StyledMemberPhoto
            src={member.image}
            alt=""
            width={TEAM_PHOTO_SIZE}
            height={TEAM_PHOTO_SIZE}
            loading="lazy"
            decoding="async"
          />
          <StyledMemberName>{member.name}</StyledMemberName>
          <StyledMemberRole>{member.role}</StyledMemberRole>
          <StyledMemberQuote>
            <p>{member.quote}</p>
          </StyledMemberQuote>
          <ProfileLink member={member} />
        </StyledMember>
      ))}
    </StyledTeam>
  </PageSection>
);

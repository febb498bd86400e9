import { initialsOf, type TeamMember } from '@linx/shared';
import { ExternalLink, Mail } from 'lucide-react';
import {
  StyledMember,
  StyledMemberInitials,
  StyledMemberLink,
  StyledMemberName,
  StyledMemberPhoto,
  StyledMemberQuote,
  StyledMemberRole,
  StyledTeam,
} from './team-grid.styles';

/** The roster's own words (its heading is the CMS section's). */
const teamSection = {
  /** Shown photo size (the CMS photos are twice as large). */
  photoSize: 160,
  /** The round photo's box (28 units). */
  photoSizes: '112px',
  photoAlt: (name: string): string => `Foto de ${name}`,
  // Start with the visible text ("Perfil profesional", "Correo"), as WCAG 2.5.3 asks of labelled links.
  profileLabel: (name: string): string => `Perfil profesional de ${name} (se abre en una pestaña nueva)`,
  emailLabel: (name: string): string => `Correo de ${name}`,
  profileText: 'Perfil profesional',
  emailText: 'Correo',
};

/** The professional profile when the CMS has one, else the e-mail; nothing when it has neither. */
const ProfileLink = ({ member }: { member: TeamMember }) => {
  if (member.profileUrl) {
    return (
      <StyledMemberLink
        href={member.profileUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={teamSection.profileLabel(member.name)}
      >
        <ExternalLink aria-hidden size={16} />
        {teamSection.profileText}
      </StyledMemberLink>
    );
  }
  if (!member.email) return null;
  return (
    <StyledMemberLink href={`mailto:${member.email}`} aria-label={teamSection.emailLabel(member.name)}>
      <Mail aria-hidden size={16} />
      {teamSection.emailText}
    </StyledMemberLink>
  );
};

/** Photo, name, role, quote and profile link of each member the CMS marks for this page. */
export const TeamCards = ({ members }: { members: readonly TeamMember[] }) => (
  <StyledTeam>
    {members.map((member) => (
      <StyledMember key={member.id}>
        {member.photo ? (
          <StyledMemberPhoto
            image={member.photo}
            sizes={teamSection.photoSizes}
            fallbackAlt={teamSection.photoAlt(member.name)}
            fallbackWidth={teamSection.photoSize}
            fallbackHeight={teamSection.photoSize}
          />
        ) : (
          <StyledMemberInitials aria-hidden="true">{initialsOf(member.name)}</StyledMemberInitials>
        )}
        <StyledMemberName>{member.name}</StyledMemberName>
        <StyledMemberRole>{member.role}</StyledMemberRole>
        {member.quote ? (
          <StyledMemberQuote>
            <p>{member.quote}</p>
          </StyledMemberQuote>
        ) : null}
        <ProfileLink member={member} />
      </StyledMember>
    ))}
  </StyledTeam>
);

/** "Nuestro Equipo": the CMS's team shown on the company's page, brought with the page's read. */
export const TeamGrid = ({ members }: { members: readonly TeamMember[] }) => <TeamCards members={members} />;

import { Headset, Mail, MapPin, type LucideIcon } from 'lucide-react';
import { contactDetails, contactDetailsTitle, type ContactDetailIcon } from '../../../content/contact-page';
import {
  StyledDetailCard,
  StyledDetailList,
  StyledDetailMain,
  StyledDetailText,
  StyledDetailTitle,
  StyledDetails,
  StyledIconBadge,
} from './contact-details.styles';

const ICONS: Record<ContactDetailIcon, LucideIcon> = { mail: Mail, location: MapPin, support: Headset };
const TITLE_ID = 'contact-details-title';

/** Side cards: the company mailbox, the city and the reassurance message (docs/site.md §2 "Contact"). */
export const ContactDetails = () => (
  <StyledDetails aria-labelledby={TITLE_ID}>
    <h2 id={TITLE_ID} className="visually-hidden">
      {contactDetailsTitle}
    </h2>
    <StyledDetailList>
      {contactDetails.map(({ icon, title, main, text, featured }) => {
        const Icon = ICONS[icon];
        return (
          <StyledDetailCard key={title} $featured={featured}>
            <StyledIconBadge $featured={featured} aria-hidden="true">
              <Icon size={22} />
            </StyledIconBadge>
            <StyledDetailTitle>{title}</StyledDetailTitle>
            {main ? (
              <StyledDetailMain>{main.href ? <a href={main.href}>{main.label}</a> : main.label}</StyledDetailMain>
            ) : null}
            <StyledDetailText $featured={featured}>{text}</StyledDetailText>
          </StyledDetailCard>
        );
      })}
    </StyledDetailList>
  </StyledDetails>
);

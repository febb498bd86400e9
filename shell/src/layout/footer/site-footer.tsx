import { Container, formatAddress, InstagramIcon, LinkedInIcon, siteConfig, YouTubeIcon } from '@linx/shared';
import { Mail, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { footerCopy, footerGroups } from '../../content/footer';
import { Logo } from '../header/logo';

import {
  StyledBottom,
  StyledBrandBlock,
  StyledColumns,
  StyledColumnTitle,
  StyledContactLine,
  StyledFooter,
  StyledFooterTop,
  StyledLinkList,
  StyledSocialList,
} from './site-footer.styles';

const socialLinks = [
  { label: 'LinkedIn', href: siteConfig.social.linkedin, Icon: LinkedInIcon },
  { label: 'Instagram', href: siteConfig.social.instagram, Icon: InstagramIcon },
  { label: 'YouTube', href: siteConfig.social.youtube, Icon: YouTubeIcon },
  { label: `Correo ${siteConfig.socialEmail}`, href: `mailto:${siteConfig.socialEmail}`, Icon: Mail },
];

const FooterLink = ({ href, label }: { href: string; label: string }) =>
  href.startsWith('http') ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  ) : (
    <Link to={href}>{label}</Link>
  );

export const SiteFooter = () => (
  <StyledFooter>
    <Container>
      <StyledFooterTop>
        <StyledBrandBlock>
          <Logo onDark />
          <p>{footerCopy.about}</p>
          <StyledContactLine>
            <Mail aria-hidden="true" size={18} />
            <a href={`mailto:${siteConfig.companyEmail}`}>{siteConfig.companyEmail}</a>
          </StyledContactLine>
          <StyledContactLine>
            <MapPin aria-hidden="true" size={18} />
            <span>{formatAddress()}</span>
          </StyledContactLine>
          <StyledSocialList aria-label={footerCopy.socialTitle}>
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  aria-label={label}
                  {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <Icon aria-hidden="true" />
                </a>
              </li>
            ))}
          </StyledSocialList>
        </StyledBrandBlock>
        <StyledColumns>
          {footerGroups.map((group) => (
            <nav key={group.title} aria-labelledby={`pie-${group.title}`}>
              <StyledColumnTitle id={`pie-${group.title}`}>{group.title}</StyledColumnTitle>
              <StyledLinkList>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <FooterLink {...link} />
                  </li>
                ))}
              </StyledLinkList>
            </nav>
          ))}
        </StyledColumns>
      </StyledFooterTop>
      <StyledBottom>
        <p>
          © {new Date().getFullYear()} {siteConfig.brand} · {siteConfig.tagline}. {footerCopy.rights}
        </p>
      </StyledBottom>
    </Container>
  </StyledFooter>
);

import { siteConfig } from '@linx/shared';
import { MessageCircle } from 'lucide-react';
import styled from 'styled-components';
import { footerCopy } from '../../content/footer';

const StyledWhatsApp = styled.a`
  position: fixed;
  right: ${({ theme }) => theme.space(5)};
  bottom: ${({ theme }) => theme.space(5)};
  z-index: ${({ theme }) => theme.zIndex.floating};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space(14)};
  height: ${({ theme }) => theme.space(14)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.whatsapp};
  color: ${({ theme }) => theme.colors.textOnDark};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  transition: transform ${({ theme }) => theme.motion.fast};
  &:hover {
    transform: scale(1.06);
  }
`;

/** Floating chat button: opens the WhatsApp deep link with a prefilled Spanish greeting. */
export const WhatsAppButton = () => (
  <StyledWhatsApp
    href={siteConfig.whatsappUrl}
    target="_blank"
    rel="noopener noreferrer"
    aria-label={footerCopy.whatsapp}
  >
    <MessageCircle aria-hidden="true" size={28} />
  </StyledWhatsApp>
);

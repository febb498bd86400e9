import { contactFormPath, siteConfig } from '@linx/shared';
import { CLICK_CONVERSION_KINDS, type ConversionKind } from '@linx/shared/analytics';

type ClickKind = Exclude<ConversionKind, 'lead'>;

/**
 * Which conversion a link is, by the element's `data-conversion` or else by where it leads: the
 * WhatsApp button, the customer portal, a brief (a PDF or a download), "Solicitar una consultoría"
 * (the contact form's anchor), a phone or e-mail link. One table instead of code in each component.
 */
export function conversionOf(element: Element): ClickKind | null {
  const marked = element.closest<HTMLElement>('[data-conversion]')?.dataset.conversion;
  if (marked) return CLICK_CONVERSION_KINDS.includes(marked as ClickKind) ? (marked as ClickKind) : null;
  const link = element.closest('a');
  const href = link?.getAttribute('href');
  if (!link || !href) return null;
  const url = new URL(href, window.location.href);
  if (url.protocol === 'tel:') return 'phone';
  if (url.protocol === 'mailto:') return 'email';
  if (url.origin === new URL(siteConfig.whatsappUrl).origin) return 'whatsapp';
  if (url.origin === new URL(siteConfig.portalUrl).origin) return 'portal';
  if (link.hasAttribute('download') || url.pathname.toLowerCase().endsWith('.pdf')) return 'brief';
  if (`${url.pathname}${url.hash}` === contactFormPath) return 'consultoria';
  return null;
}

/** One delegated listener for the whole document: every conversion click, wherever its component. */
export function watchConversionClicks(report: (kind: ClickKind) => void): void {
  document.addEventListener(
    'click',
    (event) => {
      const kind = event.target instanceof Element ? conversionOf(event.target) : null;
      if (kind) report(kind);
    },
    { capture: true, passive: true },
  );
}

import type { ChangeEvent } from 'react';
import { contactFormCopy } from '../../../content/contact-page';
import { HONEYPOT_FIELD } from '../lib/lead-request';
import { StyledHoneypot } from './contact-form.styles';

export interface HoneypotFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** Invisible to people and assistive technology, out of the tab order; bots that fill it are dropped. */
export const HoneypotField = ({ value, onChange }: HoneypotFieldProps) => (
  <StyledHoneypot aria-hidden="true">
    <label htmlFor="contact-website">{contactFormCopy.honeypotLabel}</label>
    <input
      id="contact-website"
      name={HONEYPOT_FIELD}
      type="text"
      tabIndex={-1}
      autoComplete="off"
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
    />
  </StyledHoneypot>
);

import type { ReactNode } from 'react';
import { StyledAsterisk, StyledField, StyledHint, StyledLabel, StyledLabelRow } from './contact-form.styles';

export interface FormFieldProps {
  id: string;
  label: string;
  /** Help text under the control; the control points at it with `aria-describedby={`${id}-hint`}`. */
  hint?: string;
  children: ReactNode;
}

export const hintId = (id: string): string => `${id}-hint`;

/** Label, control and optional hint; every contact field is required (the asterisk is visual only). */
export const FormField = ({ id, label, hint, children }: FormFieldProps) => (
  <StyledField>
    {/* The asterisk stays outside the label so the label's text is exactly the field's name. */}
    <StyledLabelRow>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledAsterisk aria-hidden="true">*</StyledAsterisk>
    </StyledLabelRow>
    {children}
    {hint ? <StyledHint id={hintId(id)}>{hint}</StyledHint> : null}
  </StyledField>
);

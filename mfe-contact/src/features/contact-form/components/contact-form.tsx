import { Button, CONTACT_FORM_ID, paths } from '@linx/shared';
import {
  EMAIL_PATTERN,
  FIELD_LIMITS,
  SERVICE_OPTIONS,
  validateContactForm,
  type ContactFormValues,
} from '@linx/shared/leads';
import { AlertCircle, ChevronDown, LoaderCircle, Send } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { contactFormCopy } from '../../../content/contact-page';
import { useLeadSubmission } from '../hooks/use-lead-submission';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { EMPTY_CONTACT_VALUES, toLeadRequestBody } from '../lib/lead-request';
import {
  StyledActions,
  StyledError,
  StyledFormCard,
  StyledFormHeader,
  StyledFormTitle,
  StyledInput,
  StyledRequiredNote,
  StyledRow,
  StyledSelect,
  StyledSelectWrap,
  StyledSpinnerIcon,
  StyledTextarea,
} from './contact-form.styles';
import { FormField, hintId } from './form-field';
import { HoneypotField } from './honeypot-field';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const { fields } = contactFormCopy;
const fieldId = (field: keyof ContactFormValues): string => `contact-${field}`;

/**
 * Native checks (required, pattern, maxLength) run first; the shared rules then catch what they let
 * through (a value of only spaces), reported on the field like a native message.
 */
const reportRuleErrors = (form: HTMLFormElement, values: ContactFormValues): boolean => {
  const [first] = validateContactForm(values);
  if (!first) return true;
  const control = form.elements.namedItem(first.field) as Control | null;
  control?.setCustomValidity(first.message);
  control?.reportValidity();
  return false;
};

export interface ContactFormProps {
  /** id of the heading that names the form ("Contáctanos"). */
  labelledBy: string;
}

export const ContactForm = ({ labelledBy }: ContactFormProps) => {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_VALUES);
  const [honeypot, setHoneypot] = useState('');
  const { status, submit, forgetKey } = useLeadSubmission();
  const sending = status === 'sending';
  useScrollToHash(formRef, CONTACT_FORM_ID);

  const bind = (field: keyof ContactFormValues) => ({
    id: fieldId(field),
    name: field,
    required: true,
    value: values[field],
    onChange: (event: ChangeEvent<Control>) => {
      const { value } = event.currentTarget;
      event.currentTarget.setCustomValidity('');
      forgetKey();
      setValues((current) => ({ ...current, [field]: value }));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !reportRuleErrors(event.currentTarget, values)) return;
    if (await submit(toLeadRequestBody(values, honeypot))) {
      setValues(EMPTY_CONTACT_VALUES);
      setHoneypot('');
      navigate(paths.contactSuccess);
    }
  };

  return (
    <StyledFormCard id={CONTACT_FORM_ID} ref={formRef} aria-labelledby={labelledBy} onSubmit={onSubmit}>
      <StyledFormHeader>
        <StyledFormTitle>{contactFormCopy.title}</StyledFormTitle>
        <StyledRequiredNote>
          <span aria-hidden="true">* </span>
          {contactFormCopy.requiredNote}
        </StyledRequiredNote>
      </StyledFormHeader>
      <StyledRow>
        <FormField id={fieldId('name')} label={fields.name.label}>
          <StyledInput
            {...bind('name')}
            type="text"
            maxLength={FIELD_LIMITS.name}
            autoComplete={fields.name.autoComplete}
            placeholder={fields.name.placeholder}
          />
        </FormField>
        <FormField id={fieldId('email')} label={fields.email.label} hint={fields.email.hint}>
          <StyledInput
            {...bind('email')}
            type="email"
            pattern={EMAIL_PATTERN}
            maxLength={FIELD_LIMITS.email}
            autoComplete={fields.email.autoComplete}
            placeholder={fields.email.placeholder}
            aria-describedby={hintId(fieldId('email'))}
          />
        </FormField>
      </StyledRow>
      <StyledRow>
        <FormField id={fieldId('company')} label={fields.company.label}>
          <StyledInput
            {...bind('company')}
            type="text"
            maxLength={FIELD_LIMITS.company}
            autoComplete={fields.company.autoComplete}
            placeholder={fields.company.placeholder}
          />
        </FormField>
        <FormField id={fieldId('service')} label={fields.service.label}>
          <StyledSelectWrap>
            <StyledSelect {...bind('service')} autoComplete="off">
              <option value="" disabled>
                {fields.service.placeholder}
              </option>
              {SERVICE_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </StyledSelect>
            <ChevronDown size={18} aria-hidden="true" />
          </StyledSelectWrap>
        </FormField>
      </StyledRow>
      <FormField id={fieldId('message')} label={fields.message.label}>
        <StyledTextarea
          {...bind('message')}
          rows={4}
          maxLength={FIELD_LIMITS.message}
          placeholder={fields.message.placeholder}
        />
      </FormField>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <div role="alert">
        {status === 'failed' ? (
          <StyledError>
            <AlertCircle size={20} aria-hidden="true" />
            {contactFormCopy.failure}
          </StyledError>
        ) : null}
      </div>
      <StyledActions>
        <Button type="submit" disabled={sending} aria-busy={sending}>
          {sending ? (
            <>
              <StyledSpinnerIcon aria-hidden="true">
                <LoaderCircle size={18} />
              </StyledSpinnerIcon>
              {contactFormCopy.sending}
            </>
          ) : (
            <>
              <Send size={18} aria-hidden="true" />
              {contactFormCopy.submit}
            </>
          )}
        </Button>
      </StyledActions>
    </StyledFormCard>
  );
};

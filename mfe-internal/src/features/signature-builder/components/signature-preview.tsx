import { Button } from '@linx/shared';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { signatureCopy } from '../../../content/signature-page';
import { useCopySignature } from '../hooks/use-copy-signature';
import { StyledPanel, StyledPanelTitle } from './signature-builder.styles';
import {
  StyledActions,
  StyledCode,
  StyledMailFrame,
  StyledMailGreeting,
  StyledNote,
  StyledRefusal,
  StyledRefusalMessage,
  StyledSignature,
} from './signature-preview.styles';

export interface SignaturePreviewProps {
  /** The generated signature HTML: shown, copied and offered for manual copy, all the same string. */
  html: string;
  memberName: string;
}

const TITLE_ID = 'signature-preview-title';

export const SignaturePreview = ({ html, memberName }: SignaturePreviewProps) => {
  const { state, copy } = useCopySignature(html);
  const copied = state === 'copied';
  return (
    <StyledPanel aria-labelledby={TITLE_ID}>
      <StyledPanelTitle id={TITLE_ID}>{signatureCopy.previewTitle}</StyledPanelTitle>
      <StyledMailFrame>
        <StyledMailGreeting aria-hidden="true">{signatureCopy.greeting}</StyledMailGreeting>
        {/*
          Safe by construction: `html` comes from buildSignatureHtml, which escapes every member
          value it places and adds no scripts or handlers. Rendering that very string is what keeps
          the preview identical to what is copied.
        */}
        <StyledSignature
          role="region"
          aria-label={signatureCopy.previewLabel(memberName)}
          data-testid="signature-preview"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </StyledMailFrame>
      <StyledActions>
        <Button onClick={() => void copy()}>
          {copied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
          {copied ? signatureCopy.copied : signatureCopy.copy}
        </Button>
        <span className="visually-hidden" role="status">
          {copied ? signatureCopy.copied : ''}
        </span>
      </StyledActions>
      {state === 'refused' ? (
        <StyledRefusal>
          <StyledRefusalMessage role="alert">
            <TriangleAlert size={18} aria-hidden="true" />
            {signatureCopy.refused}
          </StyledRefusalMessage>
          <label htmlFor="signature-code">{signatureCopy.codeLabel}</label>
          <StyledCode id="signature-code" readOnly value={html} onFocus={(event) => event.currentTarget.select()} />
        </StyledRefusal>
      ) : null}
      <StyledNote>{signatureCopy.note}</StyledNote>
    </StyledPanel>
  );
};

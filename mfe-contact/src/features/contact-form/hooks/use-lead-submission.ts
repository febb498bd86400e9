import { useCallback, useRef, useState } from 'react';
import { createIdempotencyKey } from '../lib/idempotency-key';
import type { LeadRequestBody } from '../lib/lead-request';
import { submitLead } from '../../../api/lead-client';

export type SubmissionStatus = 'idle' | 'sending' | 'failed';

export interface LeadSubmission {
  status: SubmissionStatus;
  /** Sends the lead; resolves true once the service accepted it. */
  submit: (body: LeadRequestBody) => Promise<boolean>;
  /** Call on every edit: different content is a different lead and needs its own key. */
  forgetKey: () => void;
}

/**
 * One idempotency key per filled form: reused by a retry after a failure (the lead service then
 * answers with the lead it may already have stored) and renewed after success or an edit.
 * A second submit while one is in flight is ignored, so a double click sends one request.
 */
export const useLeadSubmission = (): LeadSubmission => {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const keyRef = useRef<string | null>(null);
  const inFlightRef = useRef(false);

  const forgetKey = useCallback(() => {
    keyRef.current = null;
  }, []);

  const submit = useCallback(async (body: LeadRequestBody) => {
    if (inFlightRef.current) return false;
    inFlightRef.current = true;
    keyRef.current ??= createIdempotencyKey();
    setStatus('sending');
    try {
      await submitLead(body, keyRef.current);
      keyRef.current = null;
      setStatus('idle');
      return true;
    } catch (error) {
      console.error('Error al enviar el formulario', error);
      setStatus('failed');
      return false;
    } finally {
      inFlightRef.current = false;
    }
  }, []);

  return { status, submit, forgetKey };
};

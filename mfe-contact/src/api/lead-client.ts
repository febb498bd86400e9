import { getRuntimeConfig } from '@linx/shared';
import type { LeadPayload } from '@linx/shared/leads';

export interface LeadReceipt {
  id: number | string;
  status: string;
}

/**
 * The contact form's one call: POST {leads}/crm.lead. The idempotency key makes a retry or double
 * click create one lead. The lead carries the visit's landing page and UTM tags, so the lead service
 * counts it as a conversion of that page and campaign; not when the visitor asked not to be tracked
 * (docs/decisions.md 14).
 */
export const submitLead = async (payload: LeadPayload, idempotencyKey: string): Promise<LeadReceipt> => {
  const [{ default: axios }, landing] = await Promise.all([
    import(/* webpackChunkName: "axios" */ 'axios'),
    import(/* webpackChunkName: "landing" */ '@linx/shared/analytics/landing'),
  ]);
  const { leadsUrl } = getRuntimeConfig();
  const body = landing.withAttribution(payload);
  const response = await axios.post<LeadReceipt>(`${leadsUrl.replace(/\/$/, '')}/crm.lead`, body, {
    timeout: 15000,
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
  });
  console.info('Lead registrado', response.data?.id);
  return response.data;
};

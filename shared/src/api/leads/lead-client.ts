import { getRuntimeConfig } from '../../config/runtime-config';
import type { LeadPayload } from '../../leads';

export interface LeadReceipt {
  id: number | string;
  status: string;
}

/** POST {leads}/crm.lead. The idempotency key makes a retry or double click create one lead. */
export const submitLead = async (payload: LeadPayload, idempotencyKey: string): Promise<LeadReceipt> => {
  const { default: axios } = await import(/* webpackChunkName: "axios" */ 'axios');
  const { leadsUrl } = getRuntimeConfig();
  const response = await axios.post<LeadReceipt>(`${leadsUrl.replace(/\/$/, '')}/crm.lead`, payload, {
    timeout: 15000,
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
  });
  console.info('Lead registrado', response.data?.id);
  return response.data;
};

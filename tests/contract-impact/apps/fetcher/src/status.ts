// What a status reads as on the report. A Record over the contract's enum: a status the contract
// adds must get a label here, or this stops compiling.
import type { RequestAction } from './requests.js';

const labels = {
  pending: 'waiting',
  confirmed: 'confirmed',
  rejected: 'rejected',
  reviewed: 'reviewed by the tenant',
  user_accepted: 'accepted by the tenant',
  user_rejected: 'rejected by the tenant',
  archived: 'archived',
};
export const statusLabels: Record<RequestAction['status'], string> = labels; // breaks: enum-value

export function isOpen(status: RequestAction['status']): boolean {
  return status === 'pending' || status === 'confirmed';
}

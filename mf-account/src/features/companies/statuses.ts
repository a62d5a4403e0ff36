// The company statuses the cabinet names (the API's COMPANY_STATUSES, typed here without its
// schemas): the Record makes a status the API adds fail to compile until it has its text.
import type { Company } from '@vitrina/contract';
import type { AccountTextKey } from '../../i18n/index.ts';

export const STATUS_TEXTS: Record<Company['status'], AccountTextKey> = {
  pending: 'statusPending',
  active: 'statusActive',
  rejected: 'statusRejected',
};

export const COMPANY_STATUSES = Object.keys(STATUS_TEXTS) as Company['status'][];

// One act's page: the act its URL names, with its order's lines as sold (base/act-view/{id}).
import type { ActDetail } from '@vitrina/contract';
import { createRecordLoad } from '../../../entities/order/index.ts';

export const act = createRecordLoad<ActDetail>('act', (id) => `base/act-view/${id}`);

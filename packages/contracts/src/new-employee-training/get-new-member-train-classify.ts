import { z } from 'zod';
import { ZClassifyNode } from '../common/classify-node';
import { defineEndpoint } from '../common/endpoint';

export const ZGetNewMemberTrainClassifyRequest = z.object({});
/** One root, 'My classification', holding the tenant's new-employee training classifications. */
export const ZGetNewMemberTrainClassifyResponse = z.array(ZClassifyNode);
export type TGetNewMemberTrainClassifyResponse = z.infer<typeof ZGetNewMemberTrainClassifyResponse>;

export const getNewMemberTrainClassify = defineEndpoint({
  method: 'GET',
  path: '/newMemberTrain/classify',
  access: 'member',
  summary: 'The new-employee training classification tree for the programme list filter',
  query: ZGetNewMemberTrainClassifyRequest,
  response: ZGetNewMemberTrainClassifyResponse,
});

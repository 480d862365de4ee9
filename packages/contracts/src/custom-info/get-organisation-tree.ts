import { z } from 'zod';
import { ZClassifyNode } from '../common/classify-node';
import { defineEndpoint } from '../common/endpoint';

export const ZGetOrganisationTreeRequest = z.object({});
/**
 * The tenant's organisation tree for the picker (spec §3 classification tree nodes). A node is
 * `isAble` only when it and all its ancestors are enabled; only enabled last-level nodes can be
 * chosen.
 */
export const ZGetOrganisationTreeResponse = z.array(ZClassifyNode);
export type TGetOrganisationTreeResponse = z.infer<typeof ZGetOrganisationTreeResponse>;

export const getOrganisationTree = defineEndpoint({
  method: 'GET',
  path: '/custom/organisationTree',
  access: 'member',
  summary: "The tenant's organisation tree for the supplementary info's organisation picker",
  query: ZGetOrganisationTreeRequest,
  response: ZGetOrganisationTreeResponse,
});

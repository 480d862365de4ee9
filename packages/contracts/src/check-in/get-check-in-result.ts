import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZCheckInDay, ZCheckInResult } from './check-in';

export const ZGetCheckInResultRequest = z.object({ planId: ZId, day: ZCheckInDay });
export const ZGetCheckInResultResponse = ZCheckInResult;
export type TGetCheckInResultResponse = z.infer<typeof ZGetCheckInResultResponse>;

/** Spec §2 /clock/finish: a checked-in day's result with the streak now; 300213 when not done. */
export const getCheckInResult = defineEndpoint({
  method: 'GET',
  path: '/clock/result',
  access: 'member',
  summary: "A checked-in day's result, streak and credits",
  query: ZGetCheckInResultRequest,
  response: ZGetCheckInResultResponse,
});

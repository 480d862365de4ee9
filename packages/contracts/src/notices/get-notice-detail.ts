import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZNotice } from './notice';

export const ZGetNoticeDetailRequest = z.object({ noticeId: ZId });
export type TGetNoticeDetailRequest = z.infer<typeof ZGetNoticeDetailRequest>;

export const ZGetNoticeDetailResponse = ZNotice;
export type TGetNoticeDetailResponse = z.infer<typeof ZGetNoticeDetailResponse>;

/** A notice not yet published, not addressed to the learner or of another tenant answers 300213. */
export const getNoticeDetail = defineEndpoint({
  method: 'GET',
  path: '/notice/detail',
  access: 'member',
  summary: 'One notice with its content and attachments',
  query: ZGetNoticeDetailRequest,
  response: ZGetNoticeDetailResponse,
});

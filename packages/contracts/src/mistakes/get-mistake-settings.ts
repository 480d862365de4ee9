import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZMistakeSettings } from './mistakes';

export const ZGetMistakeSettingsRequest = z.object({});

/** The learner's settings: collect everywhere and no auto-removal until saved otherwise. */
export const getMistakeSettings = defineEndpoint({
  method: 'GET',
  path: '/mistakes/settings',
  access: 'member',
  summary: 'The learner’s mistake collection settings',
  query: ZGetMistakeSettingsRequest,
  response: ZMistakeSettings,
});

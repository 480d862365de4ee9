import { defineEndpoint } from '../common/endpoint';
import { ZMistakeSettings } from './mistakes';

/** Saves the learner's settings; they apply to answers judged from then on. */
export const postSaveMistakeSettings = defineEndpoint({
  method: 'POST',
  path: '/mistakes/saveSettings',
  access: 'member',
  summary: 'Save the learner’s mistake collection settings',
  body: ZMistakeSettings,
  response: ZMistakeSettings,
});

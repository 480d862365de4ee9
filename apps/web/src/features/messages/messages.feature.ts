import type { TFeature } from '@/lib/feature';

/** Route paths of the messages feature (spec §2 'Messages and reports'). */
export const MessagePaths = {
  /** In-mail messages. */
  INMAIL: '/myinmailmessage',
} as const;

/** The learner's in-mail. */
export const messagesFeature = {
  translations: ['messages'],
  pages: [
    {
      path: MessagePaths.INMAIL,
      area: 'shell',
      load: () => import('./pages/inmail-page').then((module) => module.InmailPage),
    },
  ],
} satisfies TFeature;

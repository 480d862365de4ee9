/**
 * The translation namespaces (i18next's: one file per namespace per locale,
 * src/locales/<locale>/<namespace>.json) by the part of the app that shows them. The shell's load
 * with the app's start; a feature's load with its pages, in the language in use and in zh-CN, the
 * fallback (lib/translations.ts), each feature's as one chunk per locale (vite.config.ts).
 */
export const namespacesOf = {
  shell: ['common', 'errors'],
  auth: ['login', 'register'],
  courses: ['courses', 'course-learning'],
  certificates: ['certificates'],
  credits: ['credits'],
  'custom-info': ['custom-info'],
  'daily-practice': ['daily-practice'],
  'check-in': ['check-in'],
  sharing: ['sharing'],
  exams: ['exams', 'exam-answering'],
  favourites: ['favourites'],
  home: ['home'],
  'learning-reports': ['learning-reports'],
  'learning-maps': ['learning-maps'],
  members: ['members'],
  messages: ['messages'],
  mistakes: ['mistakes'],
  'new-employee-training': ['new-employee-training'],
  news: ['news'],
  notes: ['notes'],
  notices: ['notices'],
  'offline-training': ['offline-training'],
  pk: ['pk'],
  practice: ['practice'],
  /** The question views (components/questions), shown by every feature with questions. */
  questions: ['questions'],
} as const;

export type TTranslationOwner = keyof typeof namespacesOf;
export type TNamespace = (typeof namespacesOf)[TTranslationOwner][number];

const translationOwners = Object.keys(namespacesOf) as TTranslationOwner[];

/** The part of the app a namespace belongs to, if any. */
export const ownerOf = (namespace: string): TTranslationOwner | undefined =>
  translationOwners.find((owner) => (namespacesOf[owner] as readonly string[]).includes(namespace));

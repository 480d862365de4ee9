import type { TFeature } from '@/lib/feature';

/** Route paths of the notes feature (spec §2 personal centre). */
export const NotePaths = {
  /** The learner's notes, searchable. */
  NOTES: '/personal/notes',
  /** One note's question (`?questionId=`), with the note and others' public ones. */
  NOTE_QUESTION: '/personal/notes/question',
  /** The learner's course notes: the courses feature's page, written out (no feature imports another). */
  COURSE_NOTES: '/personal/notes/course',
} as const;

/** My notes in the shell; the note tool of every question (decision 0057). */
export const notesFeature = {
  translations: ['notes', 'questions'],
  pages: [
    {
      path: NotePaths.NOTES,
      area: 'shell',
      load: () => import('./pages/notes-page').then((module) => module.NotesPage),
    },
    {
      path: NotePaths.NOTE_QUESTION,
      area: 'shell',
      load: () => import('./pages/note-question-page').then((module) => module.NoteQuestionPage),
    },
  ],
  questionTool: () => import('./components/note-tool').then((module) => module.NoteTool),
} satisfies TFeature;

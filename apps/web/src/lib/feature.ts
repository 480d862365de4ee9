import type { TShareKind } from '@lectern/contracts/common/share-links';
import type { ComponentType } from 'react';
import type { TTranslationOwner } from '@/locales/namespaces';

/**
 * Where a page sits in the route tree of spec §2: `open` to anyone (login, registration);
 * `signed-in` for members, without the supplementary-info check (the custom-info page itself);
 * `member` for members, outside the shell (the focused exam screens); `shell` for members, in the
 * shell with its menu.
 */
export type TPageArea = 'open' | 'signed-in' | 'member' | 'shell';

export type TFeaturePage = {
  path: string;
  area: TPageArea;
  /**
   * Loads the page's own chunk and answers its component. The entry starts it for the first
   * screen before React has loaded (app/first-screen.ts), so this module stays free of React and
   * antd: it is part of the entry chunk.
   */
  load: () => Promise<ComponentType>;
  /**
   * Starts the reads the page waits for (lib/early-read.ts), alongside its code: from the entry for
   * the first screen, from the route's loader on later visits. Members only; never blocks.
   */
  startReads?: (query: URLSearchParams) => void;
};

/** An entry of the learner menu (spec §2 Menu). */
export type TMenuEntry = {
  /** Stable key; the home page's shortcuts block refers to entries by it. */
  key: string;
  path: string;
  /** i18n key of the entry's name. */
  label: string;
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  /** Shown after the name (the unread count of messages). */
  badge?: ComponentType;
  /** Its place in the menu, lowest first (spec §2 Menu's order). */
  order: number;
};

/**
 * What a web feature registers with the app (app/features.ts): its pages, by path. Its menu
 * entries are `menuEntries` of its `<feature>.menu.ts` (app/menu.ts); its styles load with its
 * pages, which import them.
 */
export type TFeature = {
  pages: readonly TFeaturePage[];
  /**
   * Whose translation namespaces (locales/namespaces.ts) its pages show: they load with each
   * page's code (lib/translations.ts), so no page renders before its strings.
   */
  translations: readonly TTranslationOwner[];
  /**
   * Loads the feature's tool for a question (a note, a star), which every screen with questions
   * shows in its tools bar (components/questions/question-tools.tsx, docs/decisions/0057).
   */
  questionTool?: () => Promise<ComponentType<TQuestionToolProps>>;
  /**
   * Loads the feature's share button (sharing's), which a course, a note or a question shows
   * through components/share/share-button.tsx without importing the feature (docs/decisions/0067).
   */
  shareTool?: () => Promise<ComponentType<TShareToolProps>>;
};

/** What a share button is given: the kind and id of the item it shares. */
export type TShareToolProps = { kind: TShareKind; targetId: string };

/** What a question tool is given: the question it acts on. */
export type TQuestionToolProps = { questionId: string };

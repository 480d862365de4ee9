import { lazy } from 'react';
import { withTranslations } from '@/lib/translations';
import { features } from './features';

/**
 * Every feature's question tool (components/questions/question-tools.tsx), in the registry's
 * order, each loaded with its feature's translations when a question first shows its tools.
 */
export const questionTools = features.flatMap((feature) => {
  const load = feature.questionTool;
  if (!load) return [];
  return [
    lazy(() => withTranslations(feature.translations, load)().then((Tool) => ({ default: Tool }))),
  ];
});

/** The share button a feature lends (sharing's), loaded with its translations when first shown. */
export const shareTool = features.flatMap((feature) => {
  const load = feature.shareTool;
  if (!load) return [];
  return [
    lazy(() => withTranslations(feature.translations, load)().then((Tool) => ({ default: Tool }))),
  ];
});

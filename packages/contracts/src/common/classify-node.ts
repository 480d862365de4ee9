import { z } from 'zod';

/**
 * Names the server makes itself, sent as stable keys the client translates
 * (docs/decisions/0031-server-made-labels-and-content-language.md).
 */
export const ClassifyLabelKey = { MY_CLASSIFICATION: 'myClassification' } as const;
export type TClassifyLabelKey = (typeof ClassifyLabelKey)[keyof typeof ClassifyLabelKey];

/** Spec §3 classification tree node; the root is 'My classification' with empty code and path. */
export type TClassifyNode = {
  /** The tenant's name for the node; for a node the server makes, its default-language name. */
  name: string;
  /** Set on a node the server makes: the client shows this key's text in the learner's language. */
  labelKey?: TClassifyLabelKey;
  classifyCode: string;
  /** Segments separated by '/', ending with '/'. */
  classifyPath: string;
  isEdit: boolean;
  isAble: boolean;
  children: TClassifyNode[];
};

export const ZClassifyNode: z.ZodType<TClassifyNode> = z.object({
  name: z.string(),
  labelKey: z.enum([ClassifyLabelKey.MY_CLASSIFICATION]).optional(),
  classifyCode: z.string(),
  classifyPath: z.string(),
  isEdit: z.boolean(),
  isAble: z.boolean(),
  get children() {
    return z.array(ZClassifyNode);
  },
});

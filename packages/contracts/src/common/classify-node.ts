import { z } from 'zod';

/** Spec §3 classification tree node; the root is 'My classification' with empty code and path. */
export type TClassifyNode = {
  name: string;
  classifyCode: string;
  /** Segments separated by '/', ending with '/'. */
  classifyPath: string;
  isEdit: boolean;
  isAble: boolean;
  children: TClassifyNode[];
};

export const ZClassifyNode: z.ZodType<TClassifyNode> = z.object({
  name: z.string(),
  classifyCode: z.string(),
  classifyPath: z.string(),
  isEdit: z.boolean(),
  isAble: z.boolean(),
  get children() {
    return z.array(ZClassifyNode);
  },
});

import { z } from 'zod';
import { ZAttachments } from './attachments';

/** A block of the tenant's custom home page (spec §2 Home: configured by the admin). */
export const ZHomeBlock = z.discriminatedUnion('type', [
  /**
   * A picture with its title and subtitle as text under or over it, never drawn into the picture:
   * text in a picture shrinks with it to an unreadable size on a phone.
   */
  z.object({
    type: z.literal('banner'),
    imageUrl: z.string(),
    title: z.string().optional(),
    subtitle: z.string().optional(),
  }),
  /** Rich text: sanitised on render; LaTeX between \[ and \] is rendered as a formula. */
  z.object({ type: z.literal('richText'), title: z.string().optional(), html: z.string() }),
  z
    .object({ type: z.literal('attachments'), title: z.string().optional() })
    .extend(ZAttachments.shape),
  /** Shortcuts to menu entries by their menu key (see the web client's menu). */
  z.object({ type: z.literal('shortcuts'), menuKeys: z.array(z.string()) }),
]);
export type THomeBlock = z.infer<typeof ZHomeBlock>;

export const ZHomePage = z.object({ blocks: z.array(ZHomeBlock).min(1) });
export type THomePage = z.infer<typeof ZHomePage>;

import { z } from 'zod';

/** A list's optional search by part of a title: trimmed; empty means no filter. */
export const ZTitleSearch = z.string().trim().max(100).optional();

/** Upload contracts: POST /api/attachments (multipart) and the attachment shape other schemas embed. */
import { z } from 'zod';

/** An uploaded file as the API returns it; `url` serves it to users allowed to see it. */
export const attachmentSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  mime: z.enum(['image/png', 'image/jpeg', 'image/gif', 'application/pdf']),
  size: z.number().int(),
  url: z.string(),
  created: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** POST /api/attachments response: one entry per uploaded file, in order. */
export const uploadResultSchema = z.array(attachmentSchema);

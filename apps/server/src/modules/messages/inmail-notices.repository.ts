import type { InmailNoticesOn } from '../../platform/inmail/inmail-notices';
import { newId } from '../../platform/security/tokens';

/** The in-mail port other features send through (platform/inmail/inmail-notices.ts). */
export const inmailNoticesRepository: InmailNoticesOn = (db) => ({
  sendOnce: async (tenantId, memberId, message) => {
    const inserted = await db
      .insertInto('inmail_messages')
      .values({
        id: newId(),
        tenant_id: tenantId,
        code: message.code,
        title: message.title,
        content: message.content,
        label: JSON.stringify(message.label),
        sent_at: message.sentAt,
        created_at: message.sentAt,
        updated_at: message.sentAt,
      })
      // The tenant's codes are unique: a second sending of one code writes nothing.
      .onConflict((conflict) => conflict.columns(['tenant_id', 'code']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    await db
      .insertInto('inmail_recipients')
      .values({ tenant_id: tenantId, message_id: inserted.id, member_id: memberId, read_at: null })
      .execute();
    return true;
  },
});

import { desc, eq } from 'drizzle-orm';
import { contactMessages } from '../../db/schema.js';
import { defineContent } from '../content.js';

export const contactContent = defineContent({
  name: 'contact message',
  table: contactMessages,
  people: [
    { column: contactMessages.senderId, afterDeletion: 'deleted' },
    // The admins who handled and answered it: the association's record stays when they leave.
    { column: contactMessages.handledBy, afterDeletion: 'kept' },
    { column: contactMessages.repliedBy, afterDeletion: 'kept' },
  ],
  cacheTag: null,
  moderation: { notReported: 'only the association’s admins read contact messages' },
  export: {
    key: 'contactMessages',
    load: async (db, userId) => ({
      rows: await db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.senderId, userId))
        .orderBy(desc(contactMessages.createdAt)),
    }),
  },
  whileSuspended: { shown: 'only the admins read it' },
  digest: { notInDigest: 'a contact message is for the association’s admins only' },
  listedAt: null,
});

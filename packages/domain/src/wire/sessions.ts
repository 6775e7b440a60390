/** An anonymous client session, as POST client_sessions answers it. */
import { z } from 'zod';

export const clientSessionResponse = z.object({ data: z.object({ client_session: z.string(), expires_at: z.string() }) });
export type ClientSessionAnswer = z.infer<typeof clientSessionResponse>;

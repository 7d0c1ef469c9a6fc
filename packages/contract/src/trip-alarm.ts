import { z } from 'zod';
import { dataResponse, savedResponse } from './responses.js';

/**
 * The trip alarm (docs/decisions/0075-trip-alarm.md): a group member's one-tap SOS to the group's
 * other members and their own emergency contacts, each texted a link to a live location page.
 */
export const ZTripAlarm = z.object({
  _id: z.string(),
  groupId: z.string(),
  /** open: raised and not yet closed by the member ("I'm safe"). */
  status: z.enum(['open', 'closed']),
  startedAt: z.string(),
  closedAt: z.string().nullable(),
  /** How many people were texted (members and emergency contacts, each once). */
  recipients: z.number().int(),
});
export type TTripAlarm = z.infer<typeof ZTripAlarm>;

/** The member's open alarm in the group, or null. */
export const ZTripAlarmResponse = dataResponse(ZTripAlarm.nullable());
export const ZTripAlarmSavedResponse = savedResponse(ZTripAlarm);

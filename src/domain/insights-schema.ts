/** Zod schemas of visitor measurements (the beacon's body) and of the Insights screen's query. */
import { z } from './zod';
import {
  COUNT_EVENTS,
  DEVICES,
  MAX_EVENTS_PER_BEACON,
  PAGE_TYPES,
  VITAL_LIMITS,
  VITALS,
  type InsightEvent,
} from './insights';
import { INSIGHT_RANGES } from './insights-figures';

const place = { p: z.enum(PAGE_TYPES), d: z.enum(DEVICES) };
const productId = z.string().regex(/^[A-Za-z0-9]{1,40}$/);

const CountEventSchema = z.strictObject({ n: z.enum(COUNT_EVENTS), ...place, id: productId.optional() });

const VitalEventSchemas = VITALS.map((vital) =>
  z.strictObject({ n: z.literal(vital), ...place, v: z.number().min(0).max(VITAL_LIMITS[vital]) }),
);

/** One event: a known name, a known page type and device, and a vital's value within believable bounds. */
const InsightEventSchema: z.ZodType<InsightEvent> = z.union([CountEventSchema, ...VitalEventSchemas]);

/** A beacon's body: `{ e: [event, …] }`, 1 to MAX_EVENTS_PER_BEACON events, nothing else. */
export const InsightBeaconSchema = z.strictObject({
  e: z.array(InsightEventSchema).min(1).max(MAX_EVENTS_PER_BEACON),
});

export const InsightsQuerySchema = z.strictObject({
  days: z.coerce.number().pipe(
    z.union(
      INSIGHT_RANGES.map((days) => z.literal(days)),
      { error: `days must be one of ${INSIGHT_RANGES.join(', ')}` },
    ),
  ),
});

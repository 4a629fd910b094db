import { connectionAttribute } from '../backend/connection';
import { attributionAttributes } from '../attribution/attributes';

/** What every element that shows a waitlist reads: its backend, and where it is embedded. */
export const waitlistAttributes = { ...connectionAttribute, ...attributionAttributes };

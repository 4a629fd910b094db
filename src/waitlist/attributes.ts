import { connectionAttribute } from '../backend/connection';
import { attributionAttributes } from '../attribution/attributes';
import { consentAttribute } from './consent';

/** What every element that shows a waitlist reads: its backend, where it is embedded, and the consent it asks for. */
export const waitlistAttributes = { ...connectionAttribute, ...attributionAttributes, ...consentAttribute };

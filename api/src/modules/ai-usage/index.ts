/**
 * The ai-usage module's door: `aiUsage`, the one object other modules use (a model call reserved against the daily
 * budget and recorded, or given back; the usage admins read), and the schema of that usage. It has no routes.
 * Every other file in this folder is private to the module.
 */
import { giveBackModelCall, reserveModelCall } from './model-call';
import { aiUsage as usage } from './service';

export { aiUsage as aiUsageSchema } from './model';
export type { CallNotes, ModelCall } from './model-call';

export const aiUsage = { reserveModelCall, giveBackModelCall, usage };

/** The zone an export's times are written in (the `timeZone` parameter of every export call). */
import { DEFAULT_EXPORT_TIME_ZONE, EXPORT_TIME_ZONE_PARAM } from '../contract/exports';
import type { QueryParams } from './query';

/** The IANA zone of the runtime (the browser's, in the console); UTC where the runtime names none. */
export function runtimeTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_EXPORT_TIME_ZONE;
  } catch {
    return DEFAULT_EXPORT_TIME_ZONE;
  }
}

/** An export's query with the zone of its times: the caller's `timeZone` if it gives one, else the runtime's. */
export function withTimeZone(params: QueryParams): QueryParams {
  const given = params[EXPORT_TIME_ZONE_PARAM];
  return { ...params, [EXPORT_TIME_ZONE_PARAM]: typeof given === 'string' && given !== '' ? given : runtimeTimeZone() };
}

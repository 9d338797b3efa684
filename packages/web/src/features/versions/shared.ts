import { showTime } from '../../components/time';

/** The developer's publish screen (menu 205). */
export const PUBLISH_PATH = '/developer/process/publish';

export const time = (v: string | null) => showTime(v, 'minute');

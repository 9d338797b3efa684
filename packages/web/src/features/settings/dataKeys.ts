/** The data cleaning tab's queries: the saved retentions, and under them what each kind holds and the recordings' store. */
export const DATA_RETENTION = ['settings', 'dataRetention'];
export const DATA_INFO = [...DATA_RETENTION, 'info'];
export const VIDEO_INFO = [...DATA_RETENTION, 'video'];

/** The platform version, shown in health and the version dialog. */
export const VERSION = '0.1.0';

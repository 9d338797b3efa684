/** The alias chosen in the personal centre: at most 20 characters, none of these. */
export const ALIAS_MAX = 20;
export const ALIAS_FORBIDDEN = '<>"\'\\/&;%:*?|';
export const ALIAS_PATTERN = /^[^<>"'\\/&;%:*?|]*$/;

export const MAIL_FIELD_MAX = 50;

/** File formats a list export is written in; the export dialog must name one (console-core.md §5). */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

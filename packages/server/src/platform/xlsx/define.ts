import {
  type Bilingual,
  type ExportFormat,
  type ImportResult,
  type Lang,
  type MessageKey,
  messages,
} from '@rpa/contracts';
import dayjs from 'dayjs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, t } from '../http/errors';
import { issuesText, safeParseIn } from '../http/validate';
import { type Column, sendExport, uploadedRows, workbook } from '.';

/** A column of an export or import sheet: its header in both languages (or a catalogue key), key, width. */
export interface SheetColumn<R> {
  header: Bilingual | MessageKey;
  key: string;
  width: number;
  /** The cell of a row; by default the row's field named `key`. */
  value?: (row: R, lang: Lang) => unknown;
}

/** The fields of R that hold a T. */
type FieldOf<R, T> = { [K in keyof R]-?: R[K] extends T ? K : never }[keyof R] & string;

/** A column of an ISO date-time field, written as a date cell; blank when the row has none. */
export function dateColumn<R>(
  header: SheetColumn<R>['header'],
  key: FieldOf<R, string | null>,
  width = 22,
): SheetColumn<R> {
  return {
    header,
    key,
    width,
    value: (row) => {
      const iso = row[key] as string | null;
      return iso ? new Date(iso) : '';
    },
  };
}

/** A column of a field that may be null, blank where it is. */
export function nullableColumn<R>(
  header: SheetColumn<R>['header'],
  key: FieldOf<R, string | number | null>,
  width: number,
): SheetColumn<R> {
  return { header, key, width, value: (row) => row[key] ?? '' };
}

/** A column of a coded field, each code written as its label in the reader's language. */
export function labelColumn<R, K extends keyof R & string>(
  header: SheetColumn<R>['header'],
  key: K,
  width: number,
  labels: Record<R[K] & PropertyKey, Bilingual>,
): SheetColumn<R> {
  return { header, key, width, value: (row, lang) => labels[row[key] as R[K] & PropertyKey][lang] };
}

const headerText = (header: Bilingual | MessageKey, lang: Lang) =>
  typeof header === 'string' ? messages[header][lang] : header[lang];

function columnsIn<R>(columns: SheetColumn<R>[], lang: Lang): Column[] {
  return columns.map((c) => ({ header: headerText(c.header, lang), key: c.key, width: c.width }));
}

/**
 * An export (console-core.md §9): a sheet named and headed in the caller's
 * language, as xlsx or CSV, file name stamped with the time of export.
 */
export function defineExport<R>(sheet: Bilingual, columns: SheetColumn<R>[]) {
  function book(lang: Lang, rows: R[]) {
    return workbook(
      sheet[lang],
      columnsIn(columns, lang),
      rows.map((row) =>
        Object.fromEntries(
          columns.map((c) => [c.key, c.value ? c.value(row, lang) : (row as Record<string, unknown>)[c.key]]),
        ),
      ),
    );
  }
  return {
    book,
    async send(reply: FastifyReply, lang: Lang, rows: R[], format: ExportFormat = 'xlsx') {
      return sendExport(
        reply,
        await book(lang, rows),
        `${sheet[lang]}-${dayjs().format('YYYYMMDD-HHmmss')}`,
        format,
      );
    },
  };
}

/** An AppError as the sentence an import's error table shows. */
export function importReason(err: unknown, lang: Lang): string {
  if (!(err instanceof AppError)) throw err;
  if (err.key === 'error.badRequest' && err.params?.detail) return String(err.params.detail);
  return t(lang, err.key, err.params);
}

export interface ImportDefinition<S extends z.ZodType> {
  sheet: Bilingual;
  /** The template's columns, in order: cells are read by position into these keys. */
  columns: SheetColumn<never>[];
  /** Each row's rules; a row that breaks them is reported with the reason and not applied. */
  row: S;
  /** The key an error row is named by in the error table (e.g. the account). */
  nameOf: (cells: Record<string, string>) => string;
  /**
   * Checks the parsed rows against the database and writes the good ones, all
   * or none; throws an AppError for a row (`fail`) to report it instead.
   */
  apply: (
    req: FastifyRequest,
    rows: Array<{ row: number; value: z.output<S>; cells: Record<string, string> }>,
    fail: (row: number, name: string, err: unknown) => void,
  ) => Promise<number>;
}

/** An import from an uploaded xlsx made from its template (console-administration.md §8). */
export function defineImport<S extends z.ZodType>(def: ImportDefinition<S>) {
  return {
    template(lang: Lang) {
      return workbook(def.sheet[lang], columnsIn(def.columns, lang), []);
    },
    async run(req: FastifyRequest): Promise<ImportResult> {
      const lang = req.lang;
      const errors: ImportResult['errors'] = [];
      const fail = (row: number, key: string, err: unknown) => {
        errors.push({ row, key, reason: importReason(err, lang) });
      };
      const parsed: Array<{ row: number; value: z.output<S>; cells: Record<string, string> }> = [];
      for (const { row, cells } of await uploadedRows(req)) {
        const named = Object.fromEntries(def.columns.map((c, i) => [c.key, cells[i] ?? '']));
        const result = safeParseIn(def.row, named, lang);
        if (result.success) parsed.push({ row, value: result.data as z.output<S>, cells: named });
        else errors.push({ row, key: def.nameOf(named), reason: issuesText(result.error, lang) });
      }
      const imported = await def.apply(req, parsed, fail);
      errors.sort((a, b) => a.row - b.row);
      return { imported, errors };
    },
  };
}

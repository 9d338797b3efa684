import {
  FILE_FOLDER_MAX,
  FILE_NAME_MAX,
  type FileUploadSettings,
  folderRefusal,
  type UploadManifest,
  type UploadRefusal,
  uploadRefusal,
} from '@rpa/contracts';

/** A file picked for upload, with the folder it came from in a folder upload ('' otherwise). */
export interface Chosen {
  key: string;
  file: File;
  folder: string;
}

/** `a/b` from a folder upload's `a/b/name.txt`; '' for a file picked on its own. */
export function folderOf(file: File): string {
  const parts = (file.webkitRelativePath || '').split('/');
  parts.pop();
  return parts.join('/');
}

/** Adds picked files to those already chosen; the same folder and name again replaces the earlier pick. */
export function addChosen(chosen: readonly Chosen[], files: readonly File[]): Chosen[] {
  const byKey = new Map(chosen.map((c) => [c.key, c]));
  for (const file of files) {
    const folder = folderOf(file);
    const key = `${folder}/${file.name}`;
    byKey.set(key, { key, file, folder });
  }
  return [...byKey.values()];
}

/** Why the server would refuse this file under these settings (the same checks, in the same order), or null. */
export function refusalOf(settings: FileUploadSettings, c: Chosen): UploadRefusal | null {
  if (c.file.name.length > FILE_NAME_MAX) return { key: 'files.nameLength', params: {} };
  if (c.folder.length > FILE_FOLDER_MAX) return { key: 'files.folderLength', params: {} };
  return uploadRefusal(settings, c.file.name, c.file.size) ?? folderRefusal(settings, c.folder);
}

/** The upload's body: the manifest first, then the files in its order (the server reads them so). */
export function uploadForm(chosen: readonly Chosen[]): FormData {
  const manifest: UploadManifest = chosen.map((c) => ({
    name: c.file.name,
    folder: c.folder,
    size: c.file.size,
  }));
  const form = new FormData();
  form.append('manifest', JSON.stringify(manifest));
  // The name is given again: a folder pick must not send its path as the file name.
  for (const c of chosen) form.append('file', c.file, c.file.name);
  return form;
}

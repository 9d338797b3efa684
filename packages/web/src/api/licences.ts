import {
  type LicenceListQuery,
  type LicenceTransferReasonValue,
  type LicenceTransferRow,
  licencesApi,
} from '@rpa/contracts';
import type { AxiosProgressEvent } from 'axios';
import { queryKeys } from '../components/crud';
import { call, download, upload } from './call';

/** Licences (docs/api.md, Licences; file format in docs/licence-format.md). */

export const licenceKeys = queryKeys('licences');

export const listLicences = (q: LicenceListQuery & { page: number; size: number }) =>
  call(licencesApi.list, q);
/** The shell's licence summary: type, the bell rule, seats per category, licences due soon. */
export const platformLicence = () => call(licencesApi.platform);
/**
 * Uploads a `.lic` file (multipart, field `file`). With `replaces`, the new
 * licence takes the place of that one and its seats move over (freeAndImport,
 * which names the replaced licence in the query).
 */
export const importLicence = (
  form: FormData,
  onUploadProgress: (e: AxiosProgressEvent) => void,
  replaces?: string,
) =>
  replaces
    ? upload(licencesApi.freeAndImport, form, { query: { licSn: replaces }, onUploadProgress, silent: true })
    : upload(licencesApi.import, form, { onUploadProgress, silent: true });
/** The request file for the vendor (this installation's machine code). */
export const applyLicence = () => download(licencesApi.apply, {});
export const renameCustomer = (licSn: string, custName: string) =>
  call(licencesApi.custName, { licSn, custName });
/** `passWord` is RSA-encrypted as at sign-in; the answer's token allows one deletion within 2 minutes. */
export const checkUser = (userName: string, passWord: string) =>
  call(licencesApi.checkUser, { userName, passWord });
export const deleteLicence = (licSn: string, confirmToken: string) =>
  call(licencesApi.remove, { licSn, confirmToken });

export interface TransferQuery {
  licSn?: string;
  reason?: LicenceTransferReasonValue;
  result?: LicenceTransferRow['result'];
}
export const transferRecords = (q: TransferQuery & { page: number; size: number }) =>
  call(licencesApi.transfers, q);
